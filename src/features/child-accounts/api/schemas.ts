/** The child-account calls' shapes: the contract's `ChildAccount` and `ChildAccountPage` (generated). */
export { ChildAccountPageSchema, ChildAccountSchema, type ChildAccount, type ChildAccountPage } from "@/lib/api/contract";
