/**
 * Preferences tab (spec 1 §2, §4): preferred language (globals' supported languages; saving
 * also switches the interface and its literals), preferred account type (person type; account
 * administrators only, decision 32), whether the browser keeps the offline copies, the reply
 * deadlines' calendar feed and e-mails (users with a correspondence role), and, for a
 * PARENT, the deactivation flow.
 */
import { Button, Field, Fieldset, Heading, NativeSelect, RadioGroup, Separator, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { useNotify } from "@/components/notifications/use-notify";
import { DeadlineSettings } from "@/components/deadlines/deadline-settings";
import { NavLink } from "@/components/nav/nav-link";
import { StoragePersistText } from "@/components/offline/storage-persist-text";
import type { Globals, PersonType, SessionUser } from "@/lib/api";
import { activateLanguage, useTranslateKey } from "@/lib/i18n";
import { hasCorrespondenceRole, isAdministrator, isParent, isReadOnly } from "@/lib/session";
import { useUpdateLanguageMutation, useUpdatePersonTypeMutation } from "../api/use-account-mutations";
import { DeactivateAccount } from "./deactivate-account";

const LANGUAGE_NAMES: Record<string, string> = { lt: "Lietuvių", en: "English" };
const PERSON_TYPES: PersonType[] = ["Applicant", "Representative"];

export function PreferencesPanel({ user, globals }: { user: SessionUser; globals: Globals }) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const notify = useNotify();
  const showError = useShowError();
  const languageMutation = useUpdateLanguageMutation();
  const personTypeMutation = useUpdatePersonTypeMutation();
  const [language, setChosenLanguage] = useState(user.language);
  const [personType, setPersonType] = useState<PersonType>(user.personType);
  const readOnly = isReadOnly(user);
  const mayChangePersonType = isAdministrator(user) && !readOnly;
  const saving = languageMutation.isPending || personTypeMutation.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      if (language !== user.language) {
        await languageMutation.mutateAsync(language);
        // The account's language, not the device's choice (decision 39: logout returns to that).
        await activateLanguage(language);
      }
      if (mayChangePersonType && personType !== user.personType) await personTypeMutation.mutateAsync(personType);
      notify({ message: tk("information.successfully.modified"), type: "success" });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Stack gap="6">
      <Heading as="h2" size="lg">
        {t`Preferences`}
      </Heading>
      <form onSubmit={(event) => void submit(event)} aria-label={t`Preferences`} noValidate>
        <Stack gap="5" maxW="md">
          <Field.Root>
            <Field.Label>{t`Preferred language`}</Field.Label>
            <NativeSelect.Root disabled={readOnly}>
              <NativeSelect.Field name="language" value={language} onChange={(event) => setChosenLanguage(event.target.value)}>
                {globals.supportedLanguages.map((code) => (
                  <option key={code} value={code} lang={code}>
                    {LANGUAGE_NAMES[code] ?? code.toUpperCase()}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Fieldset.Root disabled={!mayChangePersonType}>
            <Fieldset.Legend>{t`Preferred account type`}</Fieldset.Legend>
            <RadioGroup.Root
              name="personType"
              value={personType}
              disabled={!mayChangePersonType}
              onValueChange={(details) => details.value && setPersonType(details.value as PersonType)}
            >
              <Stack direction="row" gap="5">
                {PERSON_TYPES.map((type) => (
                  <RadioGroup.Item key={type} value={type}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{tk(globals.personTypes[type])}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          </Fieldset.Root>
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={saving} disabled={readOnly}>
            {t`Save preferences`}
          </Button>
        </Stack>
      </form>
      <Stack gap="2">
        <Heading as="h3" size="md">
          {t`Offline copies on this device`}
        </Heading>
        <StoragePersistText />
        {hasCorrespondenceRole(user) ? (
          // A touch target's height: 44 px.
          <NavLink href="/correspondence/storage" color="brand.fg" textDecoration="underline" minH="11" display="inline-flex" alignItems="center" alignSelf="flex-start">
            {t`Letters on this device`}
          </NavLink>
        ) : null}
      </Stack>
      {hasCorrespondenceRole(user) ? (
        <>
          <Separator />
          <DeadlineSettings readOnly={readOnly} email={user.email} />
        </>
      ) : null}
      {isParent(user) && !readOnly ? (
        <>
          <Separator />
          <Heading as="h3" size="md">
            {t`Deactivate account`}
          </Heading>
          <DeactivateAccount globals={globals} userId={user.userId} />
        </>
      ) : null}
    </Stack>
  );
}
