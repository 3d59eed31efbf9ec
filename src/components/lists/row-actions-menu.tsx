/**
 * The "Actions" menu button of one list row (cart, signatures, child accounts …): a small
 * outline button named "Actions for <row>" that opens a menu of the row's actions. `compact`
 * makes the trigger a ghost "⋯" button for dense lists (the inbox).
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
  /** A ghost "⋯" trigger (still named "Actions for …") instead of the "Actions" button. */
  compact?: boolean;
  /** An action of the row is under way: the trigger shows a spinner. */
  pending?: boolean;
}

export function RowActionsMenu<Action extends string>({ rowName, actions, onAction, compact = false, pending = false }: RowActionsMenuProps<Action>) {
  const { t } = useLingui();
  return (
    <Menu.Root onSelect={(details) => onAction(details.value as Action)}>
      <Menu.Trigger asChild>
        <Button
          size="xs"
          variant={compact ? "ghost" : "outline"}
          loading={pending}
          aria-label={t`Actions for ${rowName}`}
          title={compact ? t`Actions` : undefined}
        >
          {compact ? <span aria-hidden="true">⋯</span> : t`Actions`}
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
