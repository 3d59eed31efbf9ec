/** The actions menu of one signature row: draft receipt, and delete (hidden when impersonating). */
import { Button, Menu, Portal } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { SignatureRow } from "../api/schemas";

export type SignatureRowAction = "receipt" | "delete";

export function SignatureRowMenu({
  row,
  readOnly,
  onAction,
}: {
  row: SignatureRow;
  readOnly: boolean;
  onAction: (action: SignatureRowAction, row: SignatureRow) => void;
}) {
  const { t } = useLingui();
  const number = row.filingNumber;
  return (
    <Menu.Root onSelect={(details) => onAction(details.value as SignatureRowAction, row)}>
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
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
