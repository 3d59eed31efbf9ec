/**
 * Step FOUR: e-mail, user name (hidden by default and copied from the e-mail), password and its
 * repeat; "Create user" creates the account. Fields are checked on blur (spec 1 §5); server keys
 * come back on their fields (`reused.username` on user name and e-mail, `illegal.password` under
 * the password).
 */
import { Button, Checkbox, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { TextField } from "@/components/forms/text-field";
import { useShowError } from "@/components/error-dialog/use-show-error";
import {
  createFormValidator,
  credentialsRules,
  MAX_LENGTHS,
  serverFieldErrors,
  useFieldValidation,
  type CredentialsValues,
} from "@/lib/account-validation";
import { useLanguage } from "@/lib/i18n";
import { useCreateAccountMutation } from "../api/use-registration-mutations";
import { accountTypeOf, userNameFromEmail, type WizardState } from "../wizard";

const validator = createFormValidator(credentialsRules);

interface CredentialsStepProps {
  state: WizardState;
  /** The server's refusal of the gateway e-mail on the way here (shown on the fields), or null. */
  initialProblem: unknown;
  onBack: () => void;
  onCreated: (created: { userName: string; email: string }, password: string) => void;
}

export function CredentialsStep({ state, initialProblem, onBack, onCreated }: CredentialsStepProps) {
  const { t } = useLingui();
  const language = useLanguage();
  const showError = useShowError();
  const create = useCreateAccountMutation();
  const form = useFieldValidation(credentialsRules, initialProblem);
  const [email, setEmail] = useState(state.identity?.email ?? "");
  // A refused user name is shown, so the user can change it.
  const [customUserName, setCustomUserName] = useState<string | null>(() =>
    serverFieldErrors(initialProblem).userName ? state.userName || userNameFromEmail(state.identity?.email ?? "") : null,
  );
  const [password, setPassword] = useState("");
  const [repeatPassword, setRepeatPassword] = useState("");
  const userName = customUserName ?? (state.userName && email === state.identity?.email ? state.userName : userNameFromEmail(email));
  const values: CredentialsValues = { userName, email, password, repeatPassword };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validateAll(values)) {
      if (validator.field("userName", values)) setCustomUserName(userName);
      return;
    }
    const payload = {
      email: email.trim(),
      password,
      userName: userName.trim(),
      personType: state.personType ?? "Applicant",
      language,
      accountType: accountTypeOf(state.identity),
    };
    create.mutate(payload, {
      onSuccess: (created) => onCreated(created, password),
      onError: (error) => {
        if (!form.showServerErrors(error)) return showError(error);
        if (serverFieldErrors(error).userName) setCustomUserName(userName);
      },
    });
  };

  const field = (name: keyof CredentialsValues, set: (value: string) => void) => ({
    name,
    value: values[name],
    error: form.errorOf(name),
    maxLength: MAX_LENGTHS[name],
    required: true,
    onChange: (value: string) => {
      set(value);
      form.changed(name);
      // The user name copied from the e-mail carries the e-mail's server error too.
      if (name === "email" && customUserName === null) form.changed("userName");
    },
    onBlur: () => form.blur(name, values),
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t`Your login details`}>
      <Stack gap="4">
        <TextField {...field("email", setEmail)} label={t`E-mail`} type="email" autoComplete="email" inputMode="email" />
        <Checkbox.Root
          colorPalette="brand"
          checked={customUserName !== null}
          onCheckedChange={(details) => setCustomUserName(details.checked === true ? userName : null)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t`Choose a user name other than my e-mail`}</Checkbox.Label>
        </Checkbox.Root>
        {customUserName !== null ? (
          <TextField
            {...field("userName", setCustomUserName)}
            label={t`User name`}
            autoComplete="username"
            helperText={t`At least 6 lower-case letters and digits, or an e-mail address.`}
          />
        ) : null}
        <TextField
          {...field("password", setPassword)}
          label={t`Password`}
          type="password"
          autoComplete="new-password"
          helperText={t`At least 8 letters and digits with upper and lower case and a digit; no three repeated characters, no sequences, no special characters.`}
        />
        <TextField {...field("repeatPassword", setRepeatPassword)} label={t`Repeat password`} type="password" autoComplete="new-password" />
        <Stack direction="row" gap="3" justify="space-between">
          <Button variant="outline" onClick={onBack}>
            {t`Back`}
          </Button>
          <Button type="submit" colorPalette="brand" loading={create.isPending}>
            {t`Create user`}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
