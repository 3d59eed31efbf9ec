/**
 * Advance bank payment form (spec 2 §5, decision 78): reference, proof files (PDF, JPG, JPEG;
 * added and removed one by one), payment date (not in the future), purpose, payer, amount in
 * euros (must equal the selection's total), additional e-mail. On submit the overdue check
 * compares the payment date with every selected last day. Server field errors
 * (`details.fields`) land on their field; any failure also opens the error dialog.
 */
import { Button, Heading, HStack, Input, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { isApiError } from "@/lib/api";
import { settingValue, useGlobals } from "@/lib/content";
import { DateInput } from "@/components/date-input";
import { formatEuros, parseDayInput } from "@/lib/format";
import { usePayInAdvanceMutation } from "../api/use-payment-mutations";
import type { CartRow } from "../api/schemas";
import { isPaidLate, OVERDUE_KEY, serverFieldErrors, TEXT_MAX, validateAdvanceForm, type AdvanceErrors, type AdvanceField } from "../rules";
import { FormField } from "./form-field";
import { ProofFiles } from "./proof-files";
import { SelectedRows } from "./selected-rows";

export interface AdvancePaymentFormProps {
  rows: CartRow[];
  totalCents: number;
  readOnly: boolean;
  onRemove: (filingNumber: string) => void;
  onCancel: () => void;
  onDone: () => void;
}

type TextField = Exclude<AdvanceField, "files">;

export function AdvancePaymentForm({ rows, totalCents, readOnly, onRemove, onCancel, onDone }: AdvancePaymentFormProps) {
  const { t } = useLingui();
  const showError = useShowError();
  const { data: globals } = useGlobals();
  const send = usePayInAdvanceMutation();
  const [values, setValues] = useState<Record<TextField, string>>({
    paymentReference: "",
    paymentDate: "",
    purpose: "",
    payer: "",
    amount: "",
    additionalEmail: "",
  });
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<AdvanceErrors>({});
  const emailMax = settingValue(globals, "email.max-length");
  const disabled = readOnly || send.isPending;

  const change = (field: TextField) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled || rows.length === 0) return;
    const found = validateAdvanceForm({ ...values, files }, { totalCents, emailMaxLength: emailMax });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (isPaidLate(values.paymentDate, rows)) {
      setErrors({ paymentDate: OVERDUE_KEY });
      showError(OVERDUE_KEY);
      return;
    }
    const amountCents = totalCents;
    send.mutate(
      {
        ...values,
        amountCents,
        filingNumbers: rows.map((row) => row.filingNumber),
        files,
      },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isApiError(error)) setErrors(serverFieldErrors(error.details?.fields));
          showError(error);
        },
      },
    );
  };

  const total = formatEuros(totalCents);
  return (
    <form onSubmit={submit} noValidate aria-labelledby="advance-payment-title">
      <Stack gap="5">
        <Heading as="h2" size="lg" id="advance-payment-title">
          {t`Already paid by bank transfer`}
        </Heading>
        <SelectedRows rows={rows} totalCents={totalCents} onRemove={onRemove} disabled={send.isPending} />
        <FormField label={t`Payment reference`} error={errors.paymentReference}>
          <Input
            name="paymentReference"
            value={values.paymentReference}
            maxLength={TEXT_MAX}
            onChange={change("paymentReference")}
            disabled={disabled}
          />
        </FormField>
        <ProofFiles files={files} onChange={setFiles} error={errors.files} disabled={disabled} />
        <FormField label={t`Payment date`} error={errors.paymentDate} required>
          <DateInput
            name="paymentDate"
            value={values.paymentDate}
            // The day when the text is one, else the text as typed, so the rules can say it is wrong.
            onTextChange={(text) => setValues((current) => ({ ...current, paymentDate: parseDayInput(text) ?? text.trim() }))}
            disabled={disabled}
          />
        </FormField>
        <FormField label={t`Purpose of payment`} error={errors.purpose} required>
          <Input name="purpose" value={values.purpose} maxLength={TEXT_MAX} onChange={change("purpose")} disabled={disabled} />
        </FormField>
        <FormField label={t`Payer`} error={errors.payer} required>
          <Input
            name="payer"
            autoComplete="organization"
            value={values.payer}
            maxLength={TEXT_MAX}
            onChange={change("payer")}
            disabled={disabled}
          />
        </FormField>
        <FormField
          label={t`Amount paid (EUR)`}
          error={errors.amount}
          required
          hint={t`Must equal the total of the selected applications: ${total}.`}
        >
          <Input
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={values.amount}
            onChange={change("amount")}
            disabled={disabled}
          />
        </FormField>
        <FormField label={t`Additional e-mail`} error={errors.additionalEmail}>
          <Input
            name="additionalEmail"
            type="email"
            autoComplete="email"
            value={values.additionalEmail}
            maxLength={emailMax}
            onChange={change("additionalEmail")}
            disabled={disabled}
          />
        </FormField>
        <HStack gap="3">
          <Button variant="outline" onClick={onCancel} disabled={send.isPending}>
            {t`Cancel`}
          </Button>
          <Button type="submit" colorPalette="brand" loading={send.isPending} disabled={disabled || rows.length === 0}>
            {t`Send payment details`}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
