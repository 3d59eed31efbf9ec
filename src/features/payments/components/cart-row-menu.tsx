/**
 * The actions menu of one cart row (spec 2 §2): draft receipt, delete (hidden when
 * impersonating) and submit without payment (only DS rows waiting for payment, decision 77).
 */
import { Button, Menu, Portal } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
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
  const number = row.filingNumber;
  return (
    <Menu.Root onSelect={(details) => onAction(details.value as CartRowAction, row)}>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" aria-label={t`Actions for ${number}`}>
          {t`Actions`}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="receipt">{t`Draft receipt`}</Menu.Item>
            {readOnly ? null : <Menu.Item value="delete">{t`Delete`}</Menu.Item>}
            {canSubmitWithoutPayment(row) ? (
              <Menu.Item value="submit" disabled={readOnly}>
                {t`Submit without payment`}
              </Menu.Item>
            ) : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
