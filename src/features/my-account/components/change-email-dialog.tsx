/**
 * Change e-mail (spec 1 §2, §5; DECISIONS flow 4 and decisions 23-24): the new e-mail is
 * required and valid; saving asks the server for a gateway ticket and posts it to the gateway,
 * which returns to /epaslaugos/auth/callback/username-change.
 */
import { Field, Input, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { requiredEmailProblem } from "@/lib/account-validation/rules";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { useTranslateKey } from "@/lib/i18n";
import { useStartUsernameChangeMutation } from "../api/use-account-mutations";
import { fieldErrorsOf } from "./field-errors";
import { FormDialog } from "@/components/dialogs/form-dialog";

export function ChangeEmailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const showError = useShowError();
  const mutation = useStartUsernameChangeMutation();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setEmail("");
    setError(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = requiredEmailProblem(email);
    setError(problem);
    if (problem) return;
    mutation.mutate(email.trim(), {
      onError: (failure) => {
        const fields = fieldErrorsOf(failure);
        if (fields?.newUsername) setError(fields.newUsername);
        else showError(failure);
      },
    });
  };

  return (
    <FormDialog open={open} title={t`Change e-mail`} onClose={close} onSubmit={submit} submitLabel={t`Save`} pending={mutation.isPending}>
      <Text mb="4">
        {t`Your e-mail is also your user name. To change it, confirm who you are through the e-government gateway; we then send a confirmation link to the new address.`}
      </Text>
      <Field.Root invalid={Boolean(error)} required>
        <Field.Label>
          {t`New e-mail`}
          <Field.RequiredIndicator color="red.700" />
        </Field.Label>
        <Input
          name="newUsername"
          type="email"
          autoComplete="email"
          maxLength={50}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
          onBlur={() => setError(requiredEmailProblem(email))}
        />
        {error ? <Field.ErrorText color="red.700">{tk(error)}</Field.ErrorText> : null}
      </Field.Root>
    </FormDialog>
  );
}
