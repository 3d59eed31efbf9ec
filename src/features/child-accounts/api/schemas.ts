/** superstruct schemas of the child-account calls (contract `ChildAccount`, `ChildAccountPage`). */
import { enums, integer, nullable, object, string, array, type Infer } from "superstruct";

export const ChildAccountSchema = object({
  firstName: string(),
  lastName: string(),
  email: string(),
  /** Comma-separated roles in the order of the globals' authorities (decision 36). */
  roles: string(),
  status: enums(["Active", "Inactive"]),
  lastLoginDateTime: nullable(string()),
  parentUserName: string(),
});
export type ChildAccount = Infer<typeof ChildAccountSchema>;

export const ChildAccountPageSchema = object({
  content: array(ChildAccountSchema),
  totalResults: integer(),
  pageSize: integer(),
  pageNumber: integer(),
  numberOfElements: integer(),
});
export type ChildAccountPage = Infer<typeof ChildAccountPageSchema>;
