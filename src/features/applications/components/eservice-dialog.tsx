/**
 * Initiate an e-service (spec 2 §4, §5, §8; decision 65): exactly one application must be
 * selected; the chosen e-service type is validated by the server, and its form opens in a new
 * window only when the answer is VALID with a URL. A 400 with `extraInfo` shows the
 * description and the invalid ids and numbers, and highlights those applications unless it is
 * a `multiplicityError`.
 */
import { Alert, Field, List, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { isApiError, type ApplicationActionExtraInfo } from "@/lib/api";
import { useGlobals } from "@/lib/content";
import { useTranslateKey, useTranslateKeys } from "@/lib/i18n";
import { openInNewWindow } from "@/lib/navigation/history-state";
import { useValidateEserviceMutation } from "../api/use-application-mutations";
import type { ApplicationListItem } from "../api/schemas";
import { eserviceTypesFor } from "../rules";
import { FormDialog } from "@/components/dialogs/form-dialog";

export interface EserviceDialogProps {
  open: boolean;
  selected: ApplicationListItem[];
  onClose: () => void;
  /** Ids to highlight (empty to clear). */
  onInvalid: (ids: number[]) => void;
}

interface Refusal {
  description: string;
  extraInfo: ApplicationActionExtraInfo;
}

export function EserviceDialog({ open, selected, onClose, onInvalid }: EserviceDialogProps) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const tks = useTranslateKeys();
  const showError = useShowError();
  const { data: globals } = useGlobals();
  const validate = useValidateEserviceMutation();
  const [eserviceType, setEserviceType] = useState("");
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const single = selected.length === 1 ? selected[0] : undefined;
  const types = single ? eserviceTypesFor(globals, single.ipRightType) : [];
  const count = selected.length;

  const close = () => {
    setEserviceType("");
    setRefusal(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!single || !eserviceType) return;
    setRefusal(null);
    validate.mutate(
      { ipRightType: single.ipRightType, eserviceType, applicationIds: [single.id] },
      {
        onSuccess: ({ status, redirectUrl }) => {
          onInvalid([]);
          if (status === "VALID" && redirectUrl) openInNewWindow(redirectUrl);
          close();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 400 && error.extraInfo) {
            setRefusal({ description: error.description, extraInfo: error.extraInfo });
            onInvalid(error.extraInfo.multiplicityError ? [] : error.extraInfo.invalidApplicationIds);
          } else {
            showError(error);
          }
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      title={t`Start an e-service`}
      onClose={close}
      onSubmit={submit}
      submitLabel={t`Continue`}
      pending={validate.isPending}
      submitDisabled={!single || !eserviceType}
    >
      <Stack gap="4">
        {single ? (
          <Text>{t`Application ${single.number}`}</Text>
        ) : (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Description>{t`Select exactly one application (${count} selected).`}</Alert.Description>
          </Alert.Root>
        )}
        <Field.Root required disabled={!single}>
          <Field.Label>{t`E-service`}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name="eserviceType" value={eserviceType} onChange={(e) => setEserviceType(e.currentTarget.value)}>
              <option value="">{t`Choose an e-service`}</option>
              {types.map((type) => (
                <option key={type.key} value={type.key}>
                  {tk(type.label)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {refusal ? (
          <Alert.Root status="error" role="alert" data-testid="eservice-refusal">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>
                {tks(refusal.description).join(" ")}
                <List.Root ps="5" mt="2">
                  {refusal.extraInfo.invalidApplicationIds.length > 0 ? (
                    <List.Item>{t`Application IDs: ${refusal.extraInfo.invalidApplicationIds.join(", ")}`}</List.Item>
                  ) : null}
                  {refusal.extraInfo.invalidApplicationNumbers.length > 0 ? (
                    <List.Item>{t`Application numbers: ${refusal.extraInfo.invalidApplicationNumbers.join(", ")}`}</List.Item>
                  ) : null}
                </List.Root>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
      </Stack>
    </FormDialog>
  );
}
