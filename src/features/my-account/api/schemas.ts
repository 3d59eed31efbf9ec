/**
 * The account calls' shapes: the contract's `AccountDetails`, `DeactivationCheck`,
 * `UsernameChangePending` and `VerificationResult` (generated). Responses are masked, so unknown
 * properties are dropped.
 */
import { omit, type Infer } from "superstruct";
import { AccountDetailsSchema as ContractAccountDetailsSchema } from "@/lib/api/contract";

export {
  AccountTypeDetailsSchema,
  CorrespondentAddressSchema,
  DeactivationCheckSchema,
  LegalAddressSchema,
  MainAccountDetailsSchema,
  UsernameChangePendingSchema,
  VerificationResultSchema,
  type AccountTypeDetails,
  type CorrespondentAddress,
  type DeactivationCheck,
  type LegalAddress,
  type MainAccountDetails,
} from "@/lib/api/contract";

/** Client-only: `loginDetails` is left out, spec 1 §3 removes it before storing the details. */
export const AccountDetailsSchema = omit(ContractAccountDetailsSchema, ["loginDetails"]);
export type AccountDetails = Infer<typeof AccountDetailsSchema>;
