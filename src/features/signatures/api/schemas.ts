/**
 * Response shape of the signature list: the contract's `SignatureRow` (generated), its `type` a
 * plain string so a type this client does not know still lists (shown through its label key).
 */
import { array, assign, object, string, type Infer } from "superstruct";
import { SignatureRowSchema as ContractSignatureRowSchema } from "@/lib/api/contract";

export const SignatureRowSchema = assign(ContractSignatureRowSchema, object({ type: string() }));
export type SignatureRow = Infer<typeof SignatureRowSchema>;
export const SignatureListSchema = array(SignatureRowSchema);
