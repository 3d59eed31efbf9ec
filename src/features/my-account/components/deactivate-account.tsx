/**
 * Deactivation of the main account (spec 1 §2, §4; decision 33): the server check first; active
 * child accounts block it with the notice deactivate.account.info (also when the confirmation
 * answers 403 with that key); otherwise the question, the final call, the success dialog, then
 * logout. PARENT only, never in a read-only session.
 */
import { Button, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { isApiError, type Globals } from "@/lib/api";
import { useTranslateKey } from "@/lib/i18n";
import { useCheckDeactivationMutation, useConfirmDeactivationMutation, useLogoutDeactivatedMutation } from "../api/use-account-mutations";
import { NoticeDialog } from "@/components/dialogs/notice-dialog";

type Step = "question" | "blocked" | "done" | null;

/** Spec 1 §4: a 403 carrying deactivate.account.info means active child accounts. */
export function isBlockedByChildren(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.keys.includes("deactivate.account.info");
}

export function DeactivateAccount({ globals, userId }: { globals: Globals; userId: number }) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const showError = useShowError();
  const signOut = useLogoutDeactivatedMutation(globals, userId);
  const check = useCheckDeactivationMutation();
  const confirm = useConfirmDeactivationMutation();
  const [step, setStep] = useState<Step>(null);

  const start = () =>
    check.mutate(undefined, {
      onSuccess: (result) => setStep(result.valid && result.reason === null ? "question" : "blocked"),
      onError: (error) => (isBlockedByChildren(error) ? setStep("blocked") : showError(error)),
    });
  const deactivate = () =>
    confirm.mutate(undefined, {
      onSuccess: () => setStep("done"),
      onError: (error) => (isBlockedByChildren(error) ? setStep("blocked") : (setStep(null), showError(error))),
    });

  return (
    <Stack gap="3" align="start">
      <Text>{t`Deactivating your account ends your access to the user area, and that of your child accounts.`}</Text>
      <Button colorPalette="red" variant="outline" loading={check.isPending} onClick={start}>
        {t`Deactivate account`}
      </Button>
      <ConfirmDialog
        open={step === "question"}
        title={t`Deactivate your account?`}
        destructive
        loading={confirm.isPending}
        confirmLabel={t`Deactivate`}
        cancelLabel={t`Back`}
        onConfirm={deactivate}
        onCancel={() => setStep(null)}
      >
        {t`You will be logged out and cannot sign in again with this account.`}
      </ConfirmDialog>
      <NoticeDialog alert open={step === "blocked"} title={t`The account cannot be deactivated`} onClose={() => setStep(null)}>
        {tk("deactivate.account.info")}
      </NoticeDialog>
      <NoticeDialog alert open={step === "done"} title={t`Account deactivated`} onClose={() => signOut.mutate(undefined, { onError: (error) => showError(error) })}>
        {t`Your account has been deactivated. You will now be logged out.`}
      </NoticeDialog>
    </Stack>
  );
}
