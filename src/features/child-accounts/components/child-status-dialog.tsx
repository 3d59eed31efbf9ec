/**
 * Activate/deactivate confirmation of a child (spec 1 §4): success notices
 * child.account.activate.success and child.account.deactivate.success; deactivating the
 * signed-in user itself sends it to the preferences tab.
 */
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { useNotify } from "@/components/notifications/use-notify";
import type { SessionUser } from "@/lib/api";
import { useTranslateKey } from "@/lib/i18n";
import type { ChildAccount } from "../api/schemas";
import { useChildStatusMutation, type ChildStatusAction } from "../api/use-child-mutations";

export interface ChildStatusTarget {
  action: ChildStatusAction;
  child: ChildAccount;
}

export function ChildStatusDialog({ user, target, onClose }: { user: SessionUser; target: ChildStatusTarget | null; onClose: () => void }) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const notify = useNotify();
  const showError = useShowError();
  const navigate = useNavigate();
  const mutation = useChildStatusMutation();
  const name = target ? `${target.child.firstName} ${target.child.lastName}` : "";
  const activate = target?.action === "activate";

  const confirm = () => {
    if (!target) return;
    const { action, child } = target;
    mutation.mutate(
      { action, userName: child.email, parentUserName: child.parentUserName },
      {
        onSuccess: () => {
          onClose();
          notify({ message: tk(action === "activate" ? "child.account.activate.success" : "child.account.deactivate.success"), type: "success" });
          const self = child.email.toLowerCase() === user.userName.toLowerCase();
          if (action === "deactivate" && self) void navigate({ to: "/my-account/$tab", params: { tab: "preferences" } });
        },
        onError: (error) => {
          onClose();
          showError(error);
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={target !== null}
      title={activate ? t`Activate ${name}?` : t`Deactivate ${name}?`}
      destructive={!activate}
      loading={mutation.isPending}
      confirmLabel={activate ? t`Activate` : t`Deactivate`}
      cancelLabel={t`Back`}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {activate
        ? t`The child account can sign in again with its roles.`
        : t`The child account is signed out and cannot sign in until it is activated again.`}
    </ConfirmDialog>
  );
}
