/** The actions menu of one application (receipt, note, duplicate, view correspondence). */
import { useLingui } from "@lingui/react/macro";
import { RowActionsMenu, type RowAction } from "@/components/lists/row-actions-menu";
import type { ApplicationListItem } from "../api/schemas";

export interface RowActionHandlers {
  onReceipt: (item: ApplicationListItem) => void;
  onNote: (item: ApplicationListItem) => void;
  onDuplicate: (item: ApplicationListItem) => void;
  onViewCorrespondence: (item: ApplicationListItem) => void;
}

export interface RowActionRules {
  /** False in read-only sessions: notes and duplicate are disabled. */
  canChange: boolean;
  canViewCorrespondence: boolean;
}

type ApplicationAction = "receipt" | "note" | "duplicate" | "correspondence";

export function RowActions({ item, handlers, rules }: { item: ApplicationListItem; handlers: RowActionHandlers; rules: RowActionRules }) {
  const { t } = useLingui();
  const actions: RowAction<ApplicationAction>[] = [
    { value: "receipt", label: t`Download receipt` },
    { value: "note", label: item.note ? t`Note` : t`Add a note`, disabled: !rules.canChange },
  ];
  if (!item.eserviceName) actions.push({ value: "duplicate", label: t`Duplicate`, disabled: !rules.canChange });
  if (rules.canViewCorrespondence) actions.push({ value: "correspondence", label: t`View correspondence` });
  const run: Record<ApplicationAction, (item: ApplicationListItem) => void> = {
    receipt: handlers.onReceipt,
    note: handlers.onNote,
    duplicate: handlers.onDuplicate,
    correspondence: handlers.onViewCorrespondence,
  };
  return <RowActionsMenu rowName={item.number} actions={actions} onAction={(action) => run[action](item)} />;
}
