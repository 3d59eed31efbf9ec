/**
 * The `user.data.updated.from.registers.{value}` dialog (spec 2 §2): shown once when the stored
 * flag is set (../state.ts); OK clears the flag.
 */
import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useOpenedOnce } from "@/components/dialogs/use-opened-once";
import { useTranslateKey } from "@/lib/i18n";
import { clearRegistersFlag, readRegistersFlag, registersMessageKey } from "../state";

export function RegistersUpdateDialog() {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const [value, setValue] = useState(readRegistersFlag);
  const close = () => {
    clearRegistersFlag();
    setValue(null);
  };
  const dialog = useOpenedOnce(value !== null);
  if (!dialog.mounted) return null;
  return (
    <Dialog.Root open={dialog.open} onOpenChange={(details) => !details.open && close()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t`Your details were updated`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{value === null ? "" : tk(registersMessageKey(value))}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={close}>
                {t`OK`}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
