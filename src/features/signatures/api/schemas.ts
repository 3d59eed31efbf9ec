/** Response shape of the signature list (contract `SignatureRow`); type stays a plain string. */
import { array, nullable, number, object, string, type Infer } from "superstruct";

export const SignatureRowSchema = object({
  type: string(),
  userReference: nullable(string()),
  applicationNumber: nullable(string()),
  registrationNumber: nullable(string()),
  filingNumber: string(),
  /** What is signed (issue 27): the mark's or design's name, the e-service, the fee in euros. */
  denomination: nullable(string()),
  eserviceName: nullable(string()),
  fees: number(),
});
export type SignatureRow = Infer<typeof SignatureRowSchema>;
export const SignatureListSchema = array(SignatureRowSchema);
