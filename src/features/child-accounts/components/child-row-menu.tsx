/** Actions of one child row: edit, and activate or deactivate by its status. */
import { useLingui } from "@lingui/react/macro";
import { RowActionsMenu } from "@/components/lists/row-actions-menu";
import type { ChildAccount } from "../api/schemas";

export type ChildRowAction = "edit" | "activate" | "deactivate";

export function ChildRowMenu({ row, onAction }: { row: ChildAccount; onAction: (action: ChildRowAction, row: ChildAccount) => void }) {
  const { t } = useLingui();
  const active = row.status === "Active";
  return (
    <RowActionsMenu<ChildRowAction>
      rowName={`${row.firstName} ${row.lastName}`}
      actions={[
        { value: "edit", label: t`Edit` },
        active ? { value: "deactivate", label: t`Deactivate` } : { value: "activate", label: t`Activate` },
      ]}
      onAction={(action) => onAction(action, row)}
    />
  );
}
