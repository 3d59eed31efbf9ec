/**
 * Response shapes of the my-applications calls: the contract's `ApplicationListItem`,
 * `ApplicationPage`, `EserviceValidationResult` and `UrlResponse` (generated). Client-only: the
 * item's and the validation's status are plain strings, so a status this client does not know
 * still lists.
 */
import { array, assign, object, string, type Infer } from "superstruct";
import {
  ApplicationListItemSchema as ContractApplicationListItemSchema,
  ApplicationPageSchema as ContractApplicationPageSchema,
  EserviceValidationResultSchema as ContractEserviceValidationResultSchema,
} from "@/lib/api/contract";

export { UrlResponseSchema } from "@/lib/api/contract";

export const ApplicationListItemSchema = assign(ContractApplicationListItemSchema, object({ status: string() }));
export type ApplicationListItem = Infer<typeof ApplicationListItemSchema>;

export const ApplicationPageSchema = assign(ContractApplicationPageSchema, object({ content: array(ApplicationListItemSchema) }));
export type ApplicationPage = Infer<typeof ApplicationPageSchema>;

export const EserviceValidationResultSchema = assign(ContractEserviceValidationResultSchema, object({ status: string() }));
export type EserviceValidationResult = Infer<typeof EserviceValidationResultSchema>;
