/**
 * One editable card of the profile-details tab (spec 1 §4): read-only, then edit (the account
 * lock is requested first; a refusal opens the error dialog), then save (confirmation naming the
 * office, then the update with only the changed fields) or cancel. Validation on blur and
 * before the confirmation; the server's field keys land on their fields.
 */
import { Button, Card, Checkbox, DataList, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { useNotify } from "@/components/notifications/use-notify";
import type { Country } from "@/lib/api";
import { useTranslateKey } from "@/lib/i18n";
import { useLockDetailsMutation, useUpdateDetailsMutation } from "../api/use-account-mutations";
import {
  detailsUpdate,
  hasChanges,
  serverFieldErrors,
  setUsesCorrespondence,
  usesCorrespondence,
  validateCard,
  validateField,
  type AccountType,
  type CardErrors,
  type CardValues,
} from "../profile-rules";
import { fieldErrorsOf } from "./field-errors";
import { ProfileField, type ProfileFieldSpec } from "./profile-field";

export interface ProfileCardProps {
  id: string;
  title: string;
  userId: number;
  userName: string;
  accountType: AccountType;
  values: CardValues;
  fields: ProfileFieldSpec[];
  /** Fields of the optional correspondence address (address card only). */
  correspondenceFields?: ProfileFieldSpec[];
  editable: boolean;
  countries: Country[];
}

export function ProfileCard(props: ProfileCardProps) {
  const { id, title, userId, userName, accountType, values: stored, fields, correspondenceFields, editable, countries } = props;
  const { t } = useLingui();
  const tk = useTranslateKey();
  const notify = useNotify();
  const showError = useShowError();
  const lock = useLockDetailsMutation();
  const update = useUpdateDetailsMutation(userName);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<CardValues>(stored);
  const [errors, setErrors] = useState<CardErrors>({});
  const [confirming, setConfirming] = useState(false);
  const withCorrespondence = correspondenceFields !== undefined && usesCorrespondence(values);

  const startEditing = () =>
    lock.mutate(undefined, {
      onSuccess: () => {
        setValues(stored);
        setErrors({});
        setEditing(true);
      },
      onError: (error) => showError(error),
    });
  const cancel = () => {
    setValues(stored);
    setErrors({});
    setEditing(false);
  };
  const askToSave = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCard(values, accountType);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!hasChanges(detailsUpdate(userId, stored, values))) return setEditing(false);
    setConfirming(true);
  };
  const save = () =>
    update.mutate(detailsUpdate(userId, stored, values), {
      onSuccess: () => {
        setConfirming(false);
        setEditing(false);
        notify({ message: tk("information.successfully.modified"), type: "success" });
      },
      onError: (error) => {
        setConfirming(false);
        const fieldErrors = serverFieldErrors(fieldErrorsOf(error) ?? undefined, values);
        if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
        else showError(error);
      },
    });

  const input = (spec: ProfileFieldSpec) => (
    <ProfileField
      key={spec.key}
      spec={spec}
      value={values[spec.key] ?? ""}
      error={errors[spec.key]}
      countries={countries}
      onChange={(value) => {
        setValues({ ...values, [spec.key]: value });
        setErrors({ ...errors, [spec.key]: undefined });
      }}
      onBlur={() => setErrors({ ...errors, [spec.key]: validateField(spec.key, values, accountType) ?? undefined })}
    />
  );
  const readValue = (spec: ProfileFieldSpec): ReactNode => {
    const value = stored[spec.key] ?? "";
    if (!value) return <Text color="fg.muted">{t`Not given`}</Text>;
    if (spec.kind === "country") return countries.find((country) => country.code === value)?.name ?? value;
    return value;
  };

  return (
    <Card.Root as="section" aria-labelledby={`${id}-title`} data-testid={`card-${id}`}>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h3" size="md" id={`${id}-title`}>
            {title}
          </Heading>
          {editable && !editing ? (
            <Button size="sm" variant="outline" loading={lock.isPending} onClick={startEditing} aria-label={t`Edit ${title}`}>
              {t`Edit`}
            </Button>
          ) : null}
        </HStack>
      </Card.Header>
      <Card.Body>
        {editing ? (
          <form onSubmit={askToSave} noValidate aria-label={title}>
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {fields.map(input)}
              </SimpleGrid>
              {correspondenceFields ? (
                <Checkbox.Root
                  checked={usesCorrespondence(values)}
                  onCheckedChange={(details) => setValues(setUsesCorrespondence(values, details.checked === true))}
                >
                  <Checkbox.HiddenInput name="useCorrespondentAddress" />
                  <Checkbox.Control />
                  <Checkbox.Label>{t`Use a different correspondence address`}</Checkbox.Label>
                </Checkbox.Root>
              ) : null}
              {withCorrespondence ? (
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" role="group" aria-label={t`Correspondence address`}>
                  {correspondenceFields.map(input)}
                </SimpleGrid>
              ) : null}
              <HStack gap="3">
                <Button type="submit" colorPalette="brand">
                  {t`Save`}
                </Button>
                <Button variant="outline" onClick={cancel}>
                  {t`Cancel`}
                </Button>
              </HStack>
            </Stack>
          </form>
        ) : (
          <Stack gap="4">
            <DataList.Root orientation="horizontal">
              {fields.map((spec) => (
                <DataList.Item key={spec.key}>
                  <DataList.ItemLabel>{spec.label}</DataList.ItemLabel>
                  <DataList.ItemValue>{readValue(spec)}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
            {correspondenceFields && usesCorrespondence(stored) ? (
              <>
                <Heading as="h4" size="sm">
                  {t`Correspondence address`}
                </Heading>
                <DataList.Root orientation="horizontal">
                  {correspondenceFields.map((spec) => (
                    <DataList.Item key={spec.key}>
                      <DataList.ItemLabel>{spec.label}</DataList.ItemLabel>
                      <DataList.ItemValue>{readValue(spec)}</DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
              </>
            ) : null}
          </Stack>
        )}
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        title={t`Save the changes?`}
        loading={update.isPending}
        confirmLabel={t`Save`}
        cancelLabel={t`Back`}
        onConfirm={save}
        onCancel={() => setConfirming(false)}
      >
        {t`The changed details will be sent to the office and used in your applications and correspondence with the office.`}
      </ConfirmDialog>
    </Card.Root>
  );
}
