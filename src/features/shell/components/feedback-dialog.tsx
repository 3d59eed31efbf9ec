/**
 * Feedback survey opened from the footer: rating 1 (worst) to 7 (best); for ratings 1-4
 * at least one of seven reasons; four optional free texts. Nothing is sent while an
 * error holds; the dialog closes after a successful send.
 */
import { Checkbox, Field, Fieldset, RadioGroup, Stack, Textarea } from "@chakra-ui/react";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { useNotify } from "@/components/notifications/use-notify";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { useTranslateKey } from "@/lib/i18n";
import { useSendFeedbackMutation } from "../api/use-send-feedback-mutation";
import { asksReasons, FEEDBACK_TEXT_MAX, REASON_COUNT, validateFeedback, type FeedbackErrors } from "../feedback-rules";
import { FormDialog } from "@/components/dialogs/form-dialog";

const REASONS = [
  msg`I could not find what I needed`,
  msg`The pages were slow`,
  msg`Something did not work`,
  msg`The instructions were unclear`,
  msg`It took too many steps`,
  msg`Information was missing or wrong`,
  msg`Another reason`,
];

const TEXT_FIELDS = [
  { name: "complaints", label: msg`Complaints` },
  { name: "comments", label: msg`Comments` },
  { name: "suggestions", label: msg`Suggestions` },
  { name: "userContacts", label: msg`Your contacts (if you want an answer)` },
] as const;

type TextName = (typeof TEXT_FIELDS)[number]["name"];

export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const tk = useTranslateKey();
  const notify = useNotify();
  const showError = useShowError();
  const mutation = useSendFeedbackMutation();
  const [rating, setRating] = useState<number | null>(null);
  const [reasons, setReasons] = useState<boolean[]>(() => Array<boolean>(REASON_COUNT).fill(false));
  const [texts, setTexts] = useState<Record<TextName, string>>({ complaints: "", comments: "", suggestions: "", userContacts: "" });
  const [errors, setErrors] = useState<FeedbackErrors>({});

  const reset = () => {
    setRating(null);
    setReasons(Array<boolean>(REASON_COUNT).fill(false));
    setTexts({ complaints: "", comments: "", suggestions: "", userContacts: "" });
    setErrors({});
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateFeedback(rating, reasons);
    setErrors(found);
    if (Object.keys(found).length > 0 || rating === null) return;
    const keep = asksReasons(rating);
    mutation.mutate(
      {
        evaluationRate: rating,
        reasons: keep ? reasons : Array<boolean>(REASON_COUNT).fill(false),
        complaints: texts.complaints.trim() || null,
        comments: texts.comments.trim() || null,
        suggestions: texts.suggestions.trim() || null,
        userContacts: texts.userContacts.trim() || null,
      },
      {
        onSuccess: () => {
          notify({ message: t`Thank you for your feedback.`, type: "success" });
          close();
        },
        onError: (error) => showError(error),
      },
    );
  };

  return (
    <FormDialog open={open} title={t`How was your experience?`} onClose={close} onSubmit={submit} submitLabel={t`Send feedback`} pending={mutation.isPending} size="lg">
      <Stack gap="5">
        <Fieldset.Root invalid={Boolean(errors.rating)}>
          <Fieldset.Legend>{t`Rate the user area from 1 (worst) to 7 (best)`}</Fieldset.Legend>
          <RadioGroup.Root
            name="evaluationRate"
            value={rating === null ? null : String(rating)}
            onValueChange={(details) => {
              const value = details.value === null ? null : Number(details.value);
              setRating(value);
              setErrors((current) => ({ ...current, rating: undefined }));
            }}
            orientation="horizontal"
          >
            <Stack direction="row" gap="3" wrap="wrap">
              {[1, 2, 3, 4, 5, 6, 7].map((value) => (
                <RadioGroup.Item key={value} value={String(value)}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{value}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {errors.rating ? <Fieldset.ErrorText>{tk(errors.rating)}</Fieldset.ErrorText> : null}
        </Fieldset.Root>

        {asksReasons(rating) ? (
          <Fieldset.Root invalid={Boolean(errors.reasons)}>
            <Fieldset.Legend>{t`What went wrong? Choose at least one.`}</Fieldset.Legend>
            <Stack gap="2">
              {REASONS.map((reason, index) => (
                <Checkbox.Root
                  key={reason.id}
                  name="reasons"
                  checked={reasons[index] ?? false}
                  onCheckedChange={(details) => {
                    const next = reasons.map((value, i) => (i === index ? details.checked === true : value));
                    setReasons(next);
                    if (next.some(Boolean)) setErrors((current) => ({ ...current, reasons: undefined }));
                  }}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{i18n._(reason)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
            {errors.reasons ? <Fieldset.ErrorText>{tk(errors.reasons)}</Fieldset.ErrorText> : null}
          </Fieldset.Root>
        ) : null}

        {TEXT_FIELDS.map((field) => (
          <Field.Root key={field.name}>
            <Field.Label>{i18n._(field.label)}</Field.Label>
            <Textarea
              name={field.name}
              maxLength={FEEDBACK_TEXT_MAX}
              value={texts[field.name]}
              autoComplete={field.name === "userContacts" ? "email" : "off"}
              onChange={(event) => setTexts({ ...texts, [field.name]: event.target.value })}
            />
          </Field.Root>
        ))}
      </Stack>
    </FormDialog>
  );
}
