/**
 * What the inbox's list calls keep between requests: the totals of filtered lists and the ids a
 * text search matched, in list order. A value is kept for the account's place in the changes log
 * (changes-log.ts `accountLogState`, an index lookup): every write to an account's letters (a
 * new letter, a status, a mark, a reply or draft, a note, an attachment, a removal) adds a change
 * of that account in the same transaction, so a kept value is used only while nothing it was
 * computed from has changed; a reseed renews the epoch. Values are per database (tests run many)
 * and bounded: MAX_KEYS per account, MAX_ACCOUNTS accounts and MAX_WEIGHT in all (a value's
 * weight is what the caller says, the number of ids of a search), the oldest dropped first.
 *
 * A write that commits while a value is being computed leaves it under the state read before,
 * where only requests that started before that write find it; the next request reads the new
 * state and computes again.
 */
import type { Db } from "../db/client";
import { accountLogState } from "./changes-log";

const MAX_KEYS = 32;
const MAX_ACCOUNTS = 256;
/** About 16 MB of kept ids (8 bytes each) per database. */
const MAX_WEIGHT = 2_000_000;

interface AccountValues {
  state: string;
  values: Map<string, { value: unknown; weight: number }>;
}

interface Kept {
  accounts: Map<number, AccountValues>;
  weight: number;
}

const byDatabase = new WeakMap<Db, Kept>();

function weightOf(entry: AccountValues): number {
  let sum = 0;
  for (const { weight } of entry.values.values()) sum += weight;
  return sum;
}

function dropAccount(kept: Kept, accountId: number): void {
  const entry = kept.accounts.get(accountId);
  if (!entry) return;
  kept.weight -= weightOf(entry);
  kept.accounts.delete(accountId);
}

/**
 * `compute()`'s value for `key` as of the account's current state, computed once per state;
 * `weight` says how much a value counts against MAX_WEIGHT (1 by default).
 */
export async function keptForAccount<T>(
  db: Db,
  accountId: number,
  key: string,
  compute: () => Promise<T>,
  weight: (value: T) => number = () => 1,
): Promise<T> {
  const log = await accountLogState(db, accountId);
  const state = `${log.epoch}.${log.lastSeq}`;
  let kept = byDatabase.get(db);
  if (!kept) {
    kept = { accounts: new Map(), weight: 0 };
    byDatabase.set(db, kept);
  }
  let entry = kept.accounts.get(accountId);
  if (!entry || entry.state !== state) {
    dropAccount(kept, accountId);
    const oldest = kept.accounts.keys().next();
    if (kept.accounts.size >= MAX_ACCOUNTS && !oldest.done) dropAccount(kept, oldest.value);
    entry = { state, values: new Map() };
    kept.accounts.set(accountId, entry);
  }
  const found = entry.values.get(key);
  if (found) return found.value as T;
  const value = await compute();
  // Another request saw a newer state meanwhile: this value is already older than the kept ones.
  if (kept.accounts.get(accountId) !== entry) return value;
  const oldestKey = entry.values.keys().next();
  if (entry.values.size >= MAX_KEYS && !oldestKey.done) {
    kept.weight -= entry.values.get(oldestKey.value)?.weight ?? 0;
    entry.values.delete(oldestKey.value);
  }
  // Over the budget: drop whole accounts, the longest unchanged first, then keep this value.
  const w = weight(value);
  for (const other of kept.accounts.keys()) {
    if (kept.weight + w <= MAX_WEIGHT) break;
    if (other !== accountId) dropAccount(kept, other);
  }
  if (kept.weight + w > MAX_WEIGHT) return value;
  entry.values.set(key, { value, weight: w });
  kept.weight += w;
  return value;
}
