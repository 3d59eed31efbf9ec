/** Response shapes of the dashboard calls (contract `DashboardPage`, `CountResponse`). */
import { array, enums, integer, nullable, object, string, type Infer } from "superstruct";

export const DashboardRowSchema = object({
  eserviceName: nullable(string()),
  userReference: nullable(string()),
  associatedRight: nullable(string()),
  applicant: nullable(string()),
  /** ApplicationStatus; a plain string so a new status does not break the page. */
  status: string(),
  number: string(),
  ipRightType: enums(["trademark", "design"]),
});
export type DashboardRow = Infer<typeof DashboardRowSchema>;

export const DashboardPageSchema = object({
  content: array(DashboardRowSchema),
  totalResults: integer(),
  pageSize: integer(),
  pageNumber: integer(),
  numberOfElements: integer(),
});
export type DashboardPage = Infer<typeof DashboardPageSchema>;

export const CountSchema = object({ count: integer() });
