/**
 * The one error dialog of the app (spec 1 §8, spec 2 §8): errors appear in an OK dialog
 * and closing it clears the error. A description may list several keys (bullets); lock
 * refusals and other 403s add who holds the lock and the server's detail text.
 */
import { appAtom } from "@/lib/state";

export interface ShownError {
  /** Literal keys or plain texts, one bullet each when more than one. */
  keys: string[];
  /** details.username of a 403 (e.g. who holds a lock). */
  username?: string;
  /** details.message of a 403. */
  detail?: string;
  /** Runs after OK (e.g. `cannot.open.correspondence` returns to the list). */
  onClose?: () => void;
}

export const shownErrorAtom = appAtom<ShownError | null>(() => null);

interface ErrorLike {
  description?: unknown;
  status?: unknown;
  details?: { username?: string; message?: string };
}

function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === "object" && value !== null;
}

/**
 * Builds what the dialog shows from an ApiError (or anything shaped like one) or a plain
 * key. Anything else (a programming error) shows `something.went.wrong`.
 */
export function toShownError(error: unknown, onClose?: () => void): ShownError {
  if (typeof error === "string") return { keys: splitKeys(error), onClose };
  if (!isErrorLike(error) || typeof error.description !== "string" || error.description.trim() === "") {
    return { keys: ["something.went.wrong"], onClose };
  }
  const forbidden = error.status === 403;
  return {
    keys: splitKeys(error.description),
    username: forbidden ? error.details?.username : undefined,
    detail: forbidden ? error.details?.message : undefined,
    onClose,
  };
}

export function splitKeys(description: string): string[] {
  return description
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}
