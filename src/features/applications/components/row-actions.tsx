/** The actions menu of one application (receipt, note, duplicate, view correspondence). */
import { Button, Menu, Portal } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
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

export function RowActions({ item, handlers, rules }: { item: ApplicationListItem; handlers: RowActionHandlers; rules: RowActionRules }) {
  const { t } = useLingui();
  const number = item.number;
  const run = (action: string) => {
    if (action === "receipt") handlers.onReceipt(item);
    if (action === "note") handlers.onNote(item);
    if (action === "duplicate") handlers.onDuplicate(item);
    if (action === "correspondence") handlers.onViewCorrespondence(item);
  };
  return (
    <Menu.Root onSelect={(details) => run(details.value)}>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" aria-label={t`Actions for ${number}`}>
          {t`Actions`}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="receipt">{t`Download receipt`}</Menu.Item>
            <Menu.Item value="note" disabled={!rules.canChange}>
              {item.note ? t`Note` : t`Add a note`}
            </Menu.Item>
            {item.eserviceName ? null : (
              <Menu.Item value="duplicate" disabled={!rules.canChange}>
                {t`Duplicate`}
              </Menu.Item>
            )}
            {rules.canViewCorrespondence ? <Menu.Item value="correspondence">{t`View correspondence`}</Menu.Item> : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
