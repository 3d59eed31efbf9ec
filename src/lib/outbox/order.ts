/**
 * The order of delivery: strictly by sequence, the first pending entry first, unless its kind
 * names queued work that must reach the office before it (`before`, ./kinds.ts: a reply's
 * files before its send): that work goes first, in its order, and when the office refused one
 * of it for good (it waits in "needs attention"), the entry is held there too. Pure.
 */
import { findOutboxKind } from "./kinds";
import { isPending } from "./store";
import type { OutboxEntry } from "./types";

/** What the drain does next: deliver an entry, or hold one back because work it waits for was refused. */
export type NextDelivery = { kind: "deliver"; entry: OutboxEntry } | { kind: "hold"; entry: OutboxEntry; refused: OutboxEntry; error: string } | null;

/** The next step for the user's entries (all of them, "needs attention" included, in delivery order). */
export function nextDelivery(entries: readonly OutboxEntry[]): NextDelivery {
  const head = entries.find(isPending);
  if (!head) return null;
  // A kind not registered here is tried all the same: its delivery fails and it stays queued.
  const kind = findOutboxKind(head.kind);
  const first = kind?.before?.(head, entries) ?? [];
  const refused = first.find((entry) => !isPending(entry));
  if (refused) return { kind: "hold", entry: head, refused, error: kind?.heldError ?? "something.went.wrong" };
  return { kind: "deliver", entry: first[0] ?? head };
}
