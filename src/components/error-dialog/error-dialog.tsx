import { Button, Dialog, List, Portal, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useAtom } from "jotai";
import { useOpenedOnce } from "@/components/dialogs/use-opened-once";
import { useTranslateKey } from "@/lib/i18n";
import { shownErrorAtom } from "./error-state";

/** Global error dialog: title, the message (bullets for several keys), OK clears it. */
export function ErrorDialog() {
  const [error, setError] = useAtom(shownErrorAtom);
  const tk = useTranslateKey();
  const { t } = useLingui();

  const close = () => {
    const after = error?.onClose;
    setError(null);
    after?.();
  };
  const dialog = useOpenedOnce(error !== null);
  if (!dialog.mounted) return null;

  return (
    <Dialog.Root
      open={dialog.open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      role="alertdialog"
      // An error must be acknowledged: clicking outside does not dismiss it.
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="error-dialog">
            <Dialog.Header>
              <Dialog.Title>{t`Something needs your attention`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error && error.keys.length > 1 ? (
                <List.Root ps="5">
                  {error.keys.map((key) => (
                    <List.Item key={key}>{tk(key)}</List.Item>
                  ))}
                </List.Root>
              ) : (
                <Text>{error ? tk(error.keys[0] ?? "something.went.wrong") : null}</Text>
              )}
              {error?.username ? <Text mt="2">{error.username}</Text> : null}
              {error?.detail ? <Text mt="1">{error.detail}</Text> : null}
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
