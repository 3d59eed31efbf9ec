/**
 * Summary before paying online (spec 2 §2, §4, §5, decisions 75-76): the selection, a payment
 * reference, an optional additional e-mail (validated like the advance form), cancel and pay.
 * Blocked with `pay.application.overdue.warning` while a selected row's last day is before
 * today (office time zone). Pay posts a form with the hidden field `data` to the provider,
 * only when the answer holds both the URL and the data.
 */
import { Alert, Button, Heading, HStack, Input, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { NeedsNetworkReason, useNeedsNetwork } from "@/components/offline/needs-network";
import { isApiError } from "@/lib/api";
import { settingValue, useGlobals } from "@/lib/content";
import { useTranslateKey } from "@/lib/i18n";
import { postForm } from "@/lib/navigation/post-form";
import { usePayOnlineMutation } from "../api/use-payment-mutations";
import type { CartRow } from "../api/schemas";
import { emailError, OVERDUE_KEY, overdueRows, paymentRedirect, textError, TEXT_MAX } from "../rules";
import { FormField } from "./form-field";
import { SelectedRows } from "./selected-rows";

export interface PayOnlineSummaryProps {
  rows: CartRow[];
  totalCents: number;
  readOnly: boolean;
  onRemove: (filingNumber: string) => void;
  onCancel: () => void;
}

export function PayOnlineSummary({ rows, totalCents, readOnly, onRemove, onCancel }: PayOnlineSummaryProps) {
  const { t } = useLingui();
  const network = useNeedsNetwork();
  const tk = useTranslateKey();
  const showError = useShowError();
  const { data: globals } = useGlobals();
  const pay = usePayOnlineMutation();
  const [reference, setReference] = useState("");
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<{
    reference?: string | null;
    additionalEmail?: string | null;
  }>({});
  const [redirecting, setRedirecting] = useState(false);
  const overdue = overdueRows(rows).length > 0;
  const emailMax = settingValue(globals, "email.max-length");

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = {
      reference: textError(reference, false),
      additionalEmail: emailError(email, emailMax),
    };
    setErrors(next);
    if (next.reference || next.additionalEmail || overdue || readOnly || rows.length === 0) return;
    pay.mutate(
      {
        filingNumbers: rows.map((row) => row.filingNumber),
        reference,
        additionalEmail: email,
      },
      {
        onSuccess: (response) => {
          const redirect = paymentRedirect(response);
          if (!redirect) {
            showError("something.went.wrong");
            return;
          }
          setRedirecting(true);
          postForm(redirect.url, { data: redirect.data });
        },
        onError: (error) => {
          if (isApiError(error) && error.details?.fields) {
            setErrors({
              reference: error.details.fields.reference,
              additionalEmail: error.details.fields.additionalEmail,
            });
          }
          showError(error);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="pay-online-title">
      <Stack gap="5">
        <Heading as="h2" size="lg" id="pay-online-title">
          {t`Pay online`}
        </Heading>
        <SelectedRows rows={rows} totalCents={totalCents} onRemove={onRemove} disabled={pay.isPending || redirecting} />
        {overdue ? (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Description>{tk(OVERDUE_KEY)}</Alert.Description>
          </Alert.Root>
        ) : null}
        <FormField label={t`Payment reference`} error={errors.reference}>
          <Input name="reference" value={reference} maxLength={TEXT_MAX} onChange={(e) => setReference(e.currentTarget.value)} />
        </FormField>
        <FormField
          label={t`Additional e-mail`}
          error={errors.additionalEmail}
          hint={t`A copy of the payment confirmation is also sent here.`}
        >
          <Input
            name="additionalEmail"
            type="email"
            autoComplete="email"
            value={email}
            maxLength={emailMax}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
        </FormField>
        <HStack gap="3">
          <Button variant="outline" onClick={onCancel} disabled={redirecting}>
            {t`Cancel`}
          </Button>
          <Button
            type="submit"
            colorPalette="brand"
            loading={pay.isPending || redirecting}
            disabled={overdue || readOnly || rows.length === 0 || network.unavailable}
            aria-describedby={network.unavailable ? "pay-online-needs-network" : undefined}
          >
            {t`Pay`}
          </Button>
          <NeedsNetworkReason id="pay-online-needs-network" />
        </HStack>
      </Stack>
    </form>
  );
}
