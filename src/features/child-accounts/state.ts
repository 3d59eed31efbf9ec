/**
 * The child chosen in the list for /child-accounts/edit (spec 1 §2: without a selection the
 * edit route returns to the list). Kept in memory only: a reload starts from the list again.
 */
import { appAtom } from "@/lib/state";
import type { ChildAccount } from "./api/schemas";

export const selectedChildAtom = appAtom<ChildAccount | null>(() => null);
