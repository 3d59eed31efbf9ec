/**
 * The reply's length against the office's limit (../../editor/reply-limit.ts), under the editor:
 * the limit from the start, the characters left once fewer than REPLY_COUNT_FROM remain, and
 * past the limit by how much and what to do. A polite live region tells screen readers the count
 * only when it falls into a new stretch (2,000, 1,000, 500… left) or passes the limit, never on
 * every keystroke. `refused`: Send was pressed past the limit (the reason is shown as an alert).
 */
import { Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useFormat } from "@/lib/format";
import { countStretch, REPLY_BODY_MAX, REPLY_COUNT_FROM } from "../../editor/reply-limit";

export function ReplyLength({ id, length, refused = false }: { id: string; length: number; refused?: boolean }) {
  const { t } = useLingui();
  const { number } = useFormat();
  const left = REPLY_BODY_MAX - length;
  const max = number(REPLY_BODY_MAX);
  const countText = (count: number) => {
    const remaining = number(count);
    return t`${remaining} of ${max} characters left`;
  };
  const overText = (count: number) => {
    const over = number(-count);
    return t`The reply is ${over} characters too long: the office accepts at most ${max} characters, formatting included. Shorten it to save and send it.`;
  };

  // What the live region says, changed only when the count enters a new stretch (React's
  // "adjust state while rendering" pattern: no effect, no extra frame).
  const stretch = countStretch(left);
  const [announced, setAnnounced] = useState<{ stretch: ReturnType<typeof countStretch>; text: string }>({ stretch: "far", text: "" });
  if (announced.stretch !== stretch) {
    setAnnounced({ stretch, text: stretch === "far" ? "" : stretch === "over" ? overText(left) : countText(left) });
  }

  const visible = left < 0 ? overText(left) : left <= REPLY_COUNT_FROM ? countText(left) : t`At most ${max} characters, formatting included.`;
  return (
    <>
      <Text
        id={id}
        fontSize="sm"
        color={left < 0 ? "red.fg" : left <= REPLY_COUNT_FROM ? "orange.fg" : "fg.muted"}
        fontWeight={refused ? "semibold" : undefined}
        // Send pressed past the limit: the reason is said at once (the field's own text).
        role={refused ? "alert" : undefined}
        data-testid="reply-length"
        data-over={left < 0 || undefined}
      >
        {visible}
      </Text>
      <Text srOnly aria-live="polite" data-testid="reply-length-announcement">
        {announced.text}
      </Text>
    </>
  );
}
