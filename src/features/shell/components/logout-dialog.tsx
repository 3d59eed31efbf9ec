import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useShowError } from "@/components/error-dialog/use-show-error";
import type { Globals, SessionUser } from "@/lib/api";
import { useLogoutMutation } from "../api/use-logout-mutation";

interface LogoutDialogProps {
  open: boolean;
  onClose: () => void;
  globals: Globals;
  user: SessionUser;
}

/** Logout confirmation: warns that unsaved changes are lost; buttons log out and back. */
export function LogoutDialog({ open, onClose, globals, user }: LogoutDialogProps) {
  const { t } = useLingui();
  const showError = useShowError();
  const mutation = useLogoutMutation(globals, user);

  const confirm = () =>
    mutation.mutate(undefined, {
      onError: (error) => {
        onClose();
        showError(error);
      },
    });

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t`Log out?`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                {user.impersonatedUser
                  ? t`This ends the impersonated session and closes the tab.`
                  : t`Any unsaved changes will be lost.`}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t`Back`}
              </Button>
              <Button colorPalette="brand" loading={mutation.isPending} onClick={confirm}>
                {t`Log out`}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
