/** The actions menu of one signature row: draft receipt, and delete (hidden when impersonating). */
import { useLingui } from "@lingui/react/macro";
import { RowActionsMenu, type RowAction } from "@/components/lists/row-actions-menu";
import type { SignatureRow } from "../api/schemas";

export type SignatureRowAction = "receipt" | "delete";

export interface SignatureRowMenuProps {
  row: SignatureRow;
  readOnly: boolean;
  onAction: (action: SignatureRowAction, row: SignatureRow) => void;
}

export function SignatureRowMenu({ row, readOnly, onAction }: SignatureRowMenuProps) {
  const { t } = useLingui();
  const actions: RowAction<SignatureRowAction>[] = [{ value: "receipt", label: t`Draft receipt` }];
  if (!readOnly) actions.push({ value: "delete", label: t`Delete` });
  return <RowActionsMenu rowName={row.filingNumber} actions={actions} onAction={(action) => onAction(action, row)} />;
}
