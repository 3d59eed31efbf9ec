/** Response shape of the signature list (contract `SignatureRow`); type stays a plain string. */
import { array, nullable, object, string, type Infer } from "superstruct";

export const SignatureRowSchema = object({
  type: string(),
  userReference: nullable(string()),
  applicationNumber: nullable(string()),
  registrationNumber: nullable(string()),
  filingNumber: string(),
});
export type SignatureRow = Infer<typeof SignatureRowSchema>;
export const SignatureListSchema = array(SignatureRowSchema);
