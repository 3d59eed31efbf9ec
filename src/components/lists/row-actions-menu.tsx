/**
 * The "Actions" menu button of one list row (cart, signatures, child accounts …): a small
 * outline button named "Actions for <row>" that opens a menu of the row's actions. `compact`
 * makes the trigger a ghost "⋯" button for dense lists (the inbox).
 *
 * The menu itself (a state machine with its positioner and portal per row) is made the first
 * time the button is used (`useMenuOnFirstUse`), and then opens at once: a list of twenty rows
 * no longer builds twenty closed menus in the screen's first render.
 */
import { Button, Menu, Portal, type ButtonProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useMenuOnFirstUse } from "@/components/menus/use-menu-on-first-use";

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
  const { made, plainTrigger } = useMenuOnFirstUse();
  const trigger: ButtonProps = {
    size: "xs",
    variant: compact ? "ghost" : "outline",
    loading: pending,
    "aria-label": t`Actions for ${rowName}`,
    title: compact ? t`Actions` : undefined,
    children: compact ? <span aria-hidden="true">⋯</span> : t`Actions`,
  };
  if (!made) return <Button {...trigger} {...plainTrigger} />;
  return (
    // Made by the first click: open from the start.
    <Menu.Root defaultOpen onSelect={(details) => onAction(details.value as Action)}>
      <Menu.Trigger asChild>
        <Button {...trigger} />
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
