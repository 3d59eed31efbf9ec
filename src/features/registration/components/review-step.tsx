/**
 * Step THREE: the account details from the gateway with the data-protection policy link. Next
 * checks the gateway e-mail (`POST /user/registration/validation`), whose answer is the user name
 * for step FOUR; a refused e-mail is shown on the credentials fields there.
 */
import { Button, DataList, Link, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { ApiError, type Globals } from "@/lib/api";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { useTranslateKey } from "@/lib/i18n";
import { useValidateCredentialsMutation } from "../api/use-registration-mutations";
import { accountTypeOf, userNameFromEmail, type WizardState } from "../wizard";

interface ReviewStepProps {
  globals: Globals;
  state: WizardState;
  onBack: () => void;
  /** The user name to use, and the server's refusal of the gateway e-mail (or null). */
  onChecked: (userName: string, problem: unknown) => void;
}

export function ReviewStep({ globals, state, onBack, onChecked }: ReviewStepProps) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const showError = useShowError();
  const check = useValidateCredentialsMutation();
  const identity = state.identity;
  const policy = globals.footer.legalLinks.find((link) => link.key === "dataProtectionPolicy");
  const accountType = accountTypeOf(identity);

  const rows: [string, string | null | undefined][] = [
    [t`Account type`, tk(globals.accountTypes[accountType])],
    [t`Role`, state.personType ? tk(globals.personTypes[state.personType]) : null],
    [t`Patent attorney`, state.personType === "Representative" ? (state.patentAttorney ? t`Yes` : t`No`) : null],
    [t`First name`, identity?.firstName],
    [t`Surname`, identity?.surName],
    [t`Personal code`, identity?.naturalPersonCode],
    [t`Organisation`, identity?.isLegalEntity ? identity.organizationName : null],
    [t`Company code`, identity?.isLegalEntity ? identity.legalEntityCode : null],
    [t`E-mail`, identity?.email],
    [t`Phone`, identity?.telephone],
  ];

  const next = () => {
    const email = identity?.email?.trim();
    if (!email) return onChecked("", null);
    check.mutate(
      { email },
      {
        onSuccess: (userName) => onChecked(userName, null),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) return onChecked(userNameFromEmail(email), error);
          showError(error);
        },
      },
    );
  };

  return (
    <Stack gap="5">
      <Text>{t`Check the details of your new account. They come from the e-government gateway.`}</Text>
      <DataList.Root orientation="horizontal" gap="3">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
      </DataList.Root>
      {policy ? (
        <Text>
          {t`How we use your personal data:`}{" "}
          <Link href={policy.url} target="_blank" rel="noopener noreferrer" color="brand.fg" textDecoration="underline">
            {tk(policy.label)}
          </Link>
        </Text>
      ) : null}
      <Stack direction="row" gap="3" justify="space-between">
        <Button variant="outline" onClick={onBack}>
          {t`Back`}
        </Button>
        <Button colorPalette="brand" loading={check.isPending} onClick={next}>
          {t`Next`}
        </Button>
      </Stack>
    </Stack>
  );
}
