/**
 * Response shapes of the dashboard calls: the contract's `DashboardPage` and `CountResponse`
 * (generated), a row's `status` a plain string so a new status does not break the page.
 */
import { array, assign, object, string, type Infer } from "superstruct";
import { DashboardPageSchema as ContractDashboardPageSchema, DashboardRowSchema as ContractDashboardRowSchema } from "@/lib/api/contract";

export { CountResponseSchema as CountSchema } from "@/lib/api/contract";

export const DashboardRowSchema = assign(ContractDashboardRowSchema, object({ status: string() }));
export type DashboardRow = Infer<typeof DashboardRowSchema>;

export const DashboardPageSchema = assign(ContractDashboardPageSchema, object({ content: array(DashboardRowSchema) }));
export type DashboardPage = Infer<typeof DashboardPageSchema>;
