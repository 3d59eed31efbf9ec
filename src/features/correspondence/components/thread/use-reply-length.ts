/**
 * The draft's length as the office counts it (the HTML sent, ../../editor/reply-limit.ts), per
 * editor generation (a new text from the device starts it afresh), and whether Send or
 * Close-and-back was refused past the limit (the reason is then said as an alert, until the
 * text is short enough again). `tooLongNow` is the latest answer, for callbacks.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Descendant } from "slate";
import { isReplyTooLong, REPLY_BODY_MAX } from "../../editor/reply-limit";
import { serializeReply } from "../../editor/slate-html";

export function useReplyLength(initial: { value: Descendant[]; generation: number } | null) {
  const [typed, setTyped] = useState<{ generation: number; length: number } | null>(null);
  const [refused, setRefused] = useState(false);
  const initialLength = useMemo(() => (initial ? serializeReply(initial.value).length : 0), [initial]);
  const length = typed && typed.generation === initial?.generation ? typed.length : initialLength;
  const tooLong = length > REPLY_BODY_MAX;
  const tooLongNow = useRef(tooLong);
  const refuse = useCallback(() => setRefused(true), []);
  useEffect(() => {
    tooLongNow.current = tooLong;
  });

  /** The editor's new HTML (before the draft session gets it). */
  const typedHtml = (html: string) => {
    if (initial) setTyped({ generation: initial.generation, length: html.length });
    if (!isReplyTooLong(html)) setRefused(false);
  };
  return { length, tooLong, tooLongNow, refused: refused && tooLong, refuse, typedHtml };
}
