/**
 * Persistent storage for the device copies: `navigator.storage.persist()` is requested when the
 * user asks to keep messages offline (a user gesture, when browsers decide best) and when the
 * app is installed (src/lib/pwa/install.ts; Chromium grants installed apps without asking), and
 * the answer is remembered in localStorage so preferences can show it (`usePersistAnswer()`).
 * `storageUsage()` is the storage-used figure (navigator.storage.estimate()). The answer shown
 * is an atom of the app store (src/lib/state), read from localStorage when first used.
 */
import { useAtomValue } from "jotai";
import { appAtom, appStore } from "@/lib/state";

export type PersistAnswer = "granted" | "denied" | "unsupported";
export const PERSIST_ANSWER_KEY = "ipo.storage-persist";

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function isAnswer(value: unknown): value is PersistAnswer {
  return value === "granted" || value === "denied" || value === "unsupported";
}

/** The last answer of the browser, or null when it was never asked on this device. */
export function lastPersistAnswer(): PersistAnswer | null {
  const value = storage()?.getItem(PERSIST_ANSWER_KEY);
  return isAnswer(value) ? value : null;
}

/** The answer shown: the remembered one, then each new answer of this tab. */
export const persistAnswerAtom = appAtom<PersistAnswer | null>(() => lastPersistAnswer());

function remember(answer: PersistAnswer): void {
  try {
    storage()?.setItem(PERSIST_ANSWER_KEY, answer);
  } catch {
    // Storage full or disabled: the answer is only not remembered.
  }
  appStore.set(persistAnswerAtom, answer);
}

interface StorageManagerLike {
  persist?: () => Promise<boolean>;
  persisted?: () => Promise<boolean>;
  estimate?: () => Promise<{ usage?: number; quota?: number }>;
}

function manager(): StorageManagerLike | undefined {
  return typeof navigator === "undefined" ? undefined : (navigator.storage as StorageManagerLike | undefined);
}

/** Asks for persistent storage (call from a user gesture) and remembers the answer. */
export async function requestPersistentStorage(storageManager: StorageManagerLike | undefined = manager()): Promise<PersistAnswer> {
  let answer: PersistAnswer = "unsupported";
  if (storageManager?.persist) {
    try {
      answer = (await storageManager.persisted?.()) || (await storageManager.persist()) ? "granted" : "denied";
    } catch {
      answer = "denied";
    }
  }
  remember(answer);
  return answer;
}

/**
 * Brings the remembered answer up to date without asking: the browser may have granted
 * persistence since (an installation, a site setting). A "not persisted" says nothing of
 * whether it was ever asked, so only a grant is taken over.
 */
export async function refreshPersistAnswer(storageManager: StorageManagerLike | undefined = manager()): Promise<void> {
  if (!storageManager?.persisted) return;
  try {
    if ((await storageManager.persisted()) && appStore.get(persistAnswerAtom) !== "granted") remember("granted");
  } catch {
    // The browser would not say: the remembered answer stays.
  }
}

export interface StorageUsage {
  usageBytes: number;
  quotaBytes: number | null;
}

/** Bytes the app stores on the device (all its storage), or null where unknown. */
export async function storageUsage(storageManager: StorageManagerLike | undefined = manager()): Promise<StorageUsage | null> {
  if (!storageManager?.estimate) return null;
  try {
    const { usage, quota } = await storageManager.estimate();
    return { usageBytes: usage ?? 0, quotaBytes: quota ?? null };
  } catch {
    return null;
  }
}

/** The remembered answer, updated when it changes in this tab (for preferences). */
export function usePersistAnswer(): PersistAnswer | null {
  return useAtomValue(persistAnswerAtom);
}
