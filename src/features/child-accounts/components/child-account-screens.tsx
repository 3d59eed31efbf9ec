/**
 * /child-accounts/create and /child-accounts/edit (spec 1 §2, §4): the form, the child's lock
 * before an edit (a refusal opens the error dialog and returns to the list), the notices
 * child.account.added and information.successfully.modified, then back to the list.
 */
import { Heading, Spinner, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { useNotify } from "@/components/notifications/use-notify";
import type { Authority } from "@/lib/api";
import { useTranslateKey } from "@/lib/i18n";
import type { ChildAccount } from "../api/schemas";
import { useCreateChildMutation, useLockChildMutation, useUpdateChildMutation } from "../api/use-child-mutations";
import { childCreateBody, childFormValues, childUpdateBody, EMPTY_CHILD } from "../rules";
import { ChildAccountForm } from "./child-account-form";

function useBackToList() {
  const navigate = useNavigate();
  return () => void navigate({ to: "/my-account/$tab", params: { tab: "child-accounts" } });
}

export function CreateChildScreen({ authorities }: { authorities: Authority[] }) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const notify = useNotify();
  const back = useBackToList();
  const create = useCreateChildMutation();
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {t`New child account`}
      </Heading>
      <ChildAccountForm
        mode="create"
        initial={EMPTY_CHILD}
        authorities={authorities}
        saving={create.isPending}
        onCancel={back}
        onSubmit={(values) =>
          create.mutateAsync(childCreateBody(values)).then(() => {
            notify({ message: tk("child.account.added"), type: "success" });
            back();
          })
        }
      />
    </Stack>
  );
}

export function EditChildScreen({ child, authorities }: { child: ChildAccount; authorities: Authority[] }) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const notify = useNotify();
  const showError = useShowError();
  const back = useBackToList();
  const lock = useLockChildMutation();
  const update = useUpdateChildMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    lock.mutate(child.email, { onError: (error) => showError(error, back) });
  }, [child.email, lock, showError, back]);

  const name = `${child.firstName} ${child.lastName}`;
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {t`Edit child account ${name}`}
      </Heading>
      {lock.isSuccess ? (
        <ChildAccountForm
          mode="edit"
          initial={childFormValues(child)}
          authorities={authorities}
            saving={update.isPending}
          onCancel={back}
          onSubmit={(values) =>
            update.mutateAsync(childUpdateBody(child, values)).then(() => {
            notify({ message: tk("information.successfully.modified"), type: "success" });
            back();
          })
          }
        />
      ) : (
        <Spinner role="status" aria-label={t`Loading`} />
      )}
    </Stack>
  );
}
