/**
 * Step TWO: applicant or representative, and the patent-attorney checkbox (only for
 * representatives who are not a legal entity; the gateway must know them as patent attorneys).
 * Natural persons first see an information dialog to confirm.
 */
import { Button, Checkbox, Fieldset, RadioGroup, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { NoticeDialog } from "@/components/dialogs/notice-dialog";
import type { Globals } from "@/lib/api";
import { useTranslateKey } from "@/lib/i18n";
import type { PersonType } from "../api/registration-api";
import { choosePersonType, patentAttorneyEnabled, roleStepErrors, type RoleStepErrors, type WizardState } from "../wizard";

const PERSON_TYPES: PersonType[] = ["Applicant", "Representative"];

interface RoleStepProps {
  globals: Globals;
  state: WizardState;
  onChange: (state: WizardState) => void;
  onBack: () => void;
  onNext: () => void;
}

export function RoleStep({ globals, state, onChange, onBack, onNext }: RoleStepProps) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const [errors, setErrors] = useState<RoleStepErrors>({});
  const naturalPerson = !state.identity?.isLegalEntity;
  const attorneyEnabled = patentAttorneyEnabled(state.personType, state.identity);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = roleStepErrors(state);
    setErrors(found);
    if (Object.keys(found).length === 0) onNext();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t`Choose your role`}>
      <Stack gap="5">
        <Fieldset.Root invalid={Boolean(errors.personType)}>
          <Fieldset.Legend>{t`I am registering as`}</Fieldset.Legend>
          <RadioGroup.Root
            colorPalette="brand"
            name="personType"
            value={state.personType}
            onValueChange={(details) => {
              const personType = details.value as PersonType;
              const next = choosePersonType(state, personType);
              onChange(next);
              setErrors(personType === "Applicant" ? {} : { ...errors, personType: undefined });
            }}
          >
            <Stack gap="2">
              {PERSON_TYPES.map((type) => (
                <RadioGroup.Item key={type} value={type}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{tk(globals.personTypes[type])}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {errors.personType ? <Fieldset.ErrorText color="red.700">{tk(errors.personType)}</Fieldset.ErrorText> : null}
        </Fieldset.Root>
        <Fieldset.Root invalid={Boolean(errors.patentAttorney)}>
          <Fieldset.Legend>{t`Patent attorney`}</Fieldset.Legend>
          <Fieldset.HelperText>{t`Only representatives who registered as natural persons can be patent attorneys.`}</Fieldset.HelperText>
          <Checkbox.Root
            colorPalette="brand"
            name="isPatentAttorney"
            checked={state.patentAttorney}
            disabled={!attorneyEnabled}
            onCheckedChange={(details) => {
              onChange({ ...state, patentAttorney: details.checked === true });
              setErrors({ ...errors, patentAttorney: undefined });
            }}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t`I am a patent attorney`}</Checkbox.Label>
          </Checkbox.Root>
          {errors.patentAttorney ? <Fieldset.ErrorText color="red.700">{tk(errors.patentAttorney)}</Fieldset.ErrorText> : null}
        </Fieldset.Root>
        <Stack direction="row" gap="3" justify="space-between">
          <Button variant="outline" onClick={onBack}>
            {t`Back`}
          </Button>
          <Button type="submit" colorPalette="brand">
            {t`Next`}
          </Button>
        </Stack>
      </Stack>
      <NaturalPersonDialog
        open={naturalPerson && !state.naturalPersonConfirmed}
        onConfirm={() => onChange({ ...state, naturalPersonConfirmed: true })}
      />
    </form>
  );
}

function NaturalPersonDialog({ open, onConfirm }: { open: boolean; onConfirm: () => void }) {
  const { t } = useLingui();
  return (
    <NoticeDialog open={open} alert title={t`You are registering as a natural person`} buttonLabel={t`Confirm`} onClose={onConfirm}>
      {t`The gateway identified you personally, so the account will be an individual account in your name. To register a company, go back and sign in to the gateway on behalf of the company.`}
    </NoticeDialog>
  );
}
