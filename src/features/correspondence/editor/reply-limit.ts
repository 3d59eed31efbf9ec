/**
 * The longest reply the office accepts (limits up front): the contract's
 * `DraftResource.body` maxLength (DECISIONS 6: 20000 characters, `max.length.exceeded` past it),
 * counted on the HTML that is sent, so formatting counts too. The editor shows the limit, counts
 * down near it, and a longer body is neither queued nor sent (../drafts/draft-machine.ts).
 */
export const REPLY_BODY_MAX = 20_000;

/** From this many characters left, the count shows and is announced. */
export const REPLY_COUNT_FROM = 2_000;

/**
 * The counts a screen reader hears on the way down (a polite region, ../components/thread/reply-length.tsx):
 * the count is announced when it falls below one of these, not on every keystroke.
 */
const ANNOUNCED_STEPS = [REPLY_COUNT_FROM, 1_000, 500, 250, 100, 50, 20, 10, 0] as const;

export function isReplyTooLong(body: string): boolean {
  return body.length > REPLY_BODY_MAX;
}

/**
 * Which stretch of the count `left` falls in: "far" (nothing announced), a step of
 * ANNOUNCED_STEPS (the count at or below it and above the next), or "over" the limit.
 */
export function countStretch(left: number): "far" | "over" | number {
  if (left < 0) return "over";
  if (left > REPLY_COUNT_FROM) return "far";
  return ANNOUNCED_STEPS.filter((step) => left <= step).at(-1) ?? 0;
}
