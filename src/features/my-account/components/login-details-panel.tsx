/**
 * Login details tab (spec 1 §2, §6): e-mail with change-email (hidden while a username change
 * is pending), the pending new user name with cancel-request, change password, last login and
 * failed attempts. Impersonated sessions cannot change anything.
 */
import { Alert, Button, DataList, Heading, HStack, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { useNotify } from "@/components/notifications/use-notify";
import type { SessionUser } from "@/lib/api";
import { isReadOnly } from "@/lib/session";
import { useCancelUsernameChangeMutation } from "../api/use-account-mutations";
import { formatLocalDateTime } from "../format";
import { ChangeEmailDialog } from "./change-email-dialog";
import { ChangePasswordDialog } from "./change-password-dialog";

export function LoginDetailsPanel({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const notify = useNotify();
  const showError = useShowError();
  const cancel = useCancelUsernameChangeMutation();
  const [dialog, setDialog] = useState<"email" | "password" | null>(null);
  const readOnly = isReadOnly(user);
  const pending = user.newUsernameRequested;

  const cancelRequest = () =>
    cancel.mutate(undefined, {
      onSuccess: () => notify({ message: t`The user name change was cancelled.`, type: "success" }),
      onError: (error) => showError(error),
    });

  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        {t`Login details`}
      </Heading>
      {pending ? (
        <Alert.Root status="info" role="status" data-testid="pending-username">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t`New user name waiting for confirmation: ${pending}`}</Alert.Title>
            <Alert.Description>{t`Open the link we sent to the new address to finish the change.`}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" disabled={readOnly} loading={cancel.isPending} onClick={cancelRequest}>
            {t`Cancel request`}
          </Button>
        </Alert.Root>
      ) : null}
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>{t`E-mail`}</DataList.ItemLabel>
          <DataList.ItemValue>
            <HStack gap="3" wrap="wrap">
              <span data-testid="login-email">{user.email}</span>
              {pending ? null : (
                <Button size="xs" variant="outline" disabled={readOnly} onClick={() => setDialog("email")}>
                  {t`Change e-mail`}
                </Button>
              )}
            </HStack>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t`Password`}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Button size="xs" variant="outline" disabled={readOnly} onClick={() => setDialog("password")}>
              {t`Change password`}
            </Button>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          {/* The sign-in before this session's, not this one. */}
          <DataList.ItemLabel>{t`Previous sign-in`}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="last-login">{formatLocalDateTime(user.lastLogin) ?? t`None before this one`}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t`Failed login attempts`}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="failed-logins">{user.failedLoginNumber}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <ChangeEmailDialog open={dialog === "email"} onClose={() => setDialog(null)} />
      <ChangePasswordDialog open={dialog === "password"} onClose={() => setDialog(null)} />
    </Stack>
  );
}
