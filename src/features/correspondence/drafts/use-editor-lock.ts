/**
 * The draft session's side of "one editing tab per draft" (./draft-lock.ts): holds the lock
 * while the draft is open and ready, hands the latest callbacks to it (the lock itself lives as
 * long as the draft), and answers the "Edit here" action.
 */
import { useCallback, useEffect, useRef } from "react";
import { holdDraftLock, type DraftEditor, type DraftLock } from "./draft-lock";

export interface EditorLockOptions {
  /** Whether this tab may edit at all (a signed-in, writable session whose draft is restored). */
  enabled: boolean;
  /** The draft's outbox key. */
  key: string;
  onEditor: (editor: DraftEditor) => void;
  beforeRelease: () => Promise<void>;
}

export function useEditorLock({ enabled, key, onEditor, beforeRelease }: EditorLockOptions): () => void {
  const callbacks = useRef({ onEditor, beforeRelease });
  useEffect(() => {
    callbacks.current = { onEditor, beforeRelease };
  });
  const lock = useRef<DraftLock | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const held = holdDraftLock({
      key,
      onEditor: (editor) => callbacks.current.onEditor(editor),
      beforeRelease: () => callbacks.current.beforeRelease(),
    });
    lock.current = held;
    return () => {
      held.stop();
      lock.current = null;
    };
  }, [enabled, key]);
  return useCallback(() => lock.current?.takeOver(), []);
}
