/**
 * Response shapes of the my-applications calls (contract `ApplicationListItem`,
 * `ApplicationPage`, `EserviceValidationResult`, `UrlResponse`). Status is a plain string so a
 * status this client does not know still lists.
 */
import { array, boolean, enums, integer, nullable, object, string, type Infer } from "superstruct";

const LocarnoSchema = object({ mainClass: string(), subClass: string() });

export const ApplicationListItemSchema = object({
  id: integer(),
  number: string(),
  associatedRight: nullable(string()),
  uniqueNumber: nullable(string()),
  ipRightType: enums(["trademark", "design"]),
  applicationDate: nullable(string()),
  status: string(),
  statusDate: nullable(string()),
  registrationNumber: nullable(string()),
  registrationDate: nullable(string()),
  expirationDate: nullable(string()),
  publicationDate: nullable(string()),
  applicant: nullable(string()),
  representative: nullable(string()),
  userReference: nullable(string()),
  graphicalRepresentation: nullable(string()),
  note: nullable(string()),
  denomination: nullable(string()),
  type: nullable(string()),
  kind: nullable(string()),
  niceClass: nullable(array(integer())),
  designNumber: nullable(string()),
  indication: nullable(string()),
  locarnos: nullable(array(LocarnoSchema)),
  deferPublication: nullable(boolean()),
  designer: nullable(string()),
  eserviceName: nullable(string()),
});
export type ApplicationListItem = Infer<typeof ApplicationListItemSchema>;

export const ApplicationPageSchema = object({
  content: array(ApplicationListItemSchema),
  totalResults: integer(),
  pageSize: integer(),
  pageNumber: integer(),
  numberOfElements: integer(),
});
export type ApplicationPage = Infer<typeof ApplicationPageSchema>;

export const EserviceValidationResultSchema = object({
  status: string(),
  redirectUrl: nullable(string()),
});
export type EserviceValidationResult = Infer<typeof EserviceValidationResultSchema>;

export const UrlResponseSchema = object({ url: nullable(string()) });
