/**
 * The "Actions" menu button of one list row (cart, signatures, child accounts …): a small
 * outline button named "Actions for <row>" that opens a menu of the row's actions.
 */
import { Button, Menu, Portal } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

export interface RowAction<Action extends string> {
  value: Action;
  label: string;
  disabled?: boolean;
}

export interface RowActionsMenuProps<Action extends string> {
  /** What the row is called, for the button's accessible name ("Actions for …"). */
  rowName: string;
  /** The actions offered; leave out the ones that do not apply. */
  actions: readonly RowAction<Action>[];
  onAction: (action: Action) => void;
}

export function RowActionsMenu<Action extends string>({ rowName, actions, onAction }: RowActionsMenuProps<Action>) {
  const { t } = useLingui();
  return (
    <Menu.Root onSelect={(details) => onAction(details.value as Action)}>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" aria-label={t`Actions for ${rowName}`}>
          {t`Actions`}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {actions.map((action) => (
              <Menu.Item key={action.value} value={action.value} disabled={action.disabled}>
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
