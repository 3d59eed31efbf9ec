/** Response shapes of the draft calls (contract `DraftItem`, `DraftPage`, `UrlResponse`). */
import { array, boolean, enums, integer, nullable, object, string, type Infer } from "superstruct";

export const DraftItemSchema = object({
  id: integer(),
  ipRightType: enums(["trademark", "design"]),
  denomination: nullable(string()),
  eserviceName: nullable(string()),
  associatedRight: nullable(string()),
  lastModifiedDate: string(),
  lastModifiedBy: string(),
  applicant: nullable(string()),
  associatedDesignNumber: nullable(string()),
  userReference: nullable(string()),
  number: nullable(string()),
  locked: boolean(),
});
export type DraftItem = Infer<typeof DraftItemSchema>;

export const DraftPageSchema = object({
  content: array(DraftItemSchema),
  totalResults: integer(),
  pageSize: integer(),
  pageNumber: integer(),
  numberOfElements: integer(),
});
export type DraftPage = Infer<typeof DraftPageSchema>;

export const UrlResponseSchema = object({ url: nullable(string()) });
