/**
 * The actions menu of one cart row (spec 2 §2): draft receipt, delete (hidden when
 * impersonating) and submit without payment (only DS rows waiting for payment, decision 77).
 */
import { useLingui } from "@lingui/react/macro";
import { RowActionsMenu, type RowAction } from "@/components/lists/row-actions-menu";
import type { CartRow } from "../api/schemas";

export type CartRowAction = "receipt" | "delete" | "submit";

/** Submit without payment is offered only for designs waiting for payment. */
export function canSubmitWithoutPayment(row: Pick<CartRow, "type" | "status">): boolean {
  return row.type === "DS" && row.status === "WAITING_FOR_PAYMENT";
}

export interface CartRowMenuProps {
  row: CartRow;
  readOnly: boolean;
  onAction: (action: CartRowAction, row: CartRow) => void;
}

export function CartRowMenu({ row, readOnly, onAction }: CartRowMenuProps) {
  const { t } = useLingui();
  const actions: RowAction<CartRowAction>[] = [{ value: "receipt", label: t`Draft receipt` }];
  if (!readOnly) actions.push({ value: "delete", label: t`Delete` });
  if (canSubmitWithoutPayment(row)) actions.push({ value: "submit", label: t`Submit without payment`, disabled: readOnly });
  return <RowActionsMenu rowName={row.filingNumber} actions={actions} onAction={(action) => onAction(action, row)} />;
}
