/**
 * What a feature reads of an account's device copies once and keeps in memory until told to
 * forget it (its next write, the logout's wipe): one read at a time per account, shared by every
 * caller; a failed read is logged, answers an empty value and is read again next time. After the
 * wipe nothing is read and every account is forgotten.
 */
import { accountDataWiped } from "@/lib/db/wipe";
import { logged } from "./store";

export interface AccountCache<T> {
  /** The kept value, else `read()`'s (kept). */
  load(userId: number, read: () => Promise<T>): Promise<T>;
  /** Whether a value (or its read) is kept for the account. */
  has(userId: number): boolean;
  /** Forgets the account's value, or every account's. */
  forget(userId?: number): void;
}

/** `what` names the read in the log; `empty` answers after the wipe or a failed read. */
export function accountCache<T>(what: string, empty: () => T): AccountCache<T> {
  const kept = new Map<number, Promise<T>>();
  return {
    load(userId, read) {
      if (accountDataWiped()) {
        kept.clear();
        return Promise.resolve(empty());
      }
      const cached = kept.get(userId);
      if (cached) return cached;
      const loading = read().catch((error: unknown) => {
        logged(what)(error);
        kept.delete(userId);
        return empty();
      });
      kept.set(userId, loading);
      return loading;
    },
    has: (userId) => kept.has(userId),
    forget(userId) {
      if (userId === undefined) kept.clear();
      else kept.delete(userId);
    },
  };
}
