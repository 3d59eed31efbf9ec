/**
 * Create/edit form of a child account (spec 1 §5): names, e-mail (read-only in edit mode) and
 * the roles of the globals' authorities with their descriptions; ticking one correspondence
 * role unticks the other. Checked on blur and on submit; server field keys land on their field.
 */
import { Button, Checkbox, Field, Fieldset, HStack, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useMemo, useState, type FormEvent } from "react";
import { childAccountRules, toggleRole, useFieldValidation } from "@/lib/account-validation";
import { useShowError } from "@/components/error-dialog/use-show-error";
import type { Authority } from "@/lib/api";
import { useTranslateKey } from "@/lib/i18n";
import type { ChildField, ChildFormMode, ChildFormValues } from "../rules";

export interface ChildAccountFormProps {
  mode: ChildFormMode;
  initial: ChildFormValues;
  authorities: Authority[];
  saving: boolean;
  /** Sends the form; a rejection with field errors is shown on the fields, any other in the error dialog. */
  onSubmit: (values: ChildFormValues) => Promise<unknown>;
  onCancel: () => void;
}

export function ChildAccountForm({ mode, initial, authorities, saving, onSubmit, onCancel }: ChildAccountFormProps) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const showError = useShowError();
  const rules = useMemo(() => childAccountRules(mode, authorities), [mode, authorities]);
  const validation = useFieldValidation(rules);
  const [values, setValues] = useState(initial);
  const errorOf = (field: ChildField) => validation.errorOf(field);

  const set = (field: ChildField, value: ChildFormValues[ChildField]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    validation.changed(field);
    // The roles question is checked at once; a text field's shown error follows the typing (so
    // it never disappears on blur, moving the buttons mid-click); others wait for the blur.
    if (field === "roles" || validation.errorOf(field)) validation.blur(field, next);
  };
  const blur = (field: ChildField) => () => validation.blur(field, values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validation.validateAll(values)) return;
    onSubmit(values).catch((error: unknown) => {
      if (!validation.showServerErrors(error)) showError(error);
    });
  };

  const textField = (field: "firstName" | "lastName" | "email", label: string, autoComplete: string) => (
    <Field.Root invalid={Boolean(errorOf(field))} required readOnly={field === "email" && mode === "edit"}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator color="red.700" />
      </Field.Label>
      <Input
        name={field}
        type={field === "email" ? "email" : "text"}
        autoComplete={autoComplete}
        maxLength={field === "email" ? 50 : 256}
        value={values[field]}
        readOnly={field === "email" && mode === "edit"}
        onChange={(event) => set(field, event.target.value)}
        onBlur={blur(field)}
      />
      {field === "email" && mode === "create" ? <Field.HelperText>{t`The e-mail is also the child's user name.`}</Field.HelperText> : null}
      {errorOf(field) ? <Field.ErrorText color="red.700">{tk(errorOf(field) ?? "")}</Field.ErrorText> : null}
    </Field.Root>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={mode === "create" ? t`New child account` : t`Edit child account`}>
      <Stack gap="5" maxW="3xl">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {textField("firstName", t`First name`, "off")}
          {textField("lastName", t`Last name`, "off")}
          {textField("email", t`E-mail`, "off")}
        </SimpleGrid>
        <Fieldset.Root invalid={Boolean(errorOf("roles"))}>
          <Fieldset.Legend>{t`Access rights`}</Fieldset.Legend>
          <Stack gap="3" mt="2">
            {authorities.map((authority) => (
              <Checkbox.Root
                key={authority.authorityRole}
                alignItems="flex-start"
                checked={values.roles.includes(authority.authorityRole)}
                onCheckedChange={(details) => set("roles", toggleRole(values.roles, authority.authorityRole, details.checked === true))}
              >
                <Checkbox.HiddenInput name="roles" value={authority.authorityRole} />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label>
                  <Text as="span" display="block" fontWeight="medium">
                    {tk(authority.key)}
                  </Text>
                  <Text as="span" display="block" color="fg.muted" fontWeight="normal">
                    {tk(authority.description)}
                  </Text>
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
          {errorOf("roles") ? <Fieldset.ErrorText color="red.700">{tk(errorOf("roles") ?? "")}</Fieldset.ErrorText> : null}
        </Fieldset.Root>
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" loading={saving}>
            {mode === "create" ? t`Add child account` : t`Save`}
          </Button>
          <Button variant="outline" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
