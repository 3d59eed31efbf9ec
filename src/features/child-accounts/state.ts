/**
 * The child chosen in the list for /child-accounts/edit (spec 1 §2: without a selection the
 * edit route returns to the list). Kept in memory only: a reload starts from the list again.
 */
import { atom } from "jotai";
import type { ChildAccount } from "./api/schemas";

export const selectedChildAtom = atom<ChildAccount | null>(null);
