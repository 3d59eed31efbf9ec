/**
 * The form that writes an internal note (decision 85) into the outbox. The box empties as the
 * note is handed over, so that the next note can be typed at once; should the outbox refuse it,
 * the text comes back unless something new was typed meanwhile. (Emptying it only once the
 * outbox had taken the note erased a next note typed during that wait.)
 */
import { Box, Button, Field, Stack, Textarea } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { addNote } from "../../api/shared-inbox";

export const NOTE_MAX = 2000;

interface NoteFormProps {
  messageId: number;
  /** Called once the outbox holds the note. */
  onAdded: () => void;
}

export function NoteForm({ messageId, onAdded }: NoteFormProps) {
  const { t } = useLingui();
  const showError = useShowError();
  const [text, setText] = useState("");
  const tooLong = text.trim().length > NOTE_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === "" || tooLong) return;
    setText("");
    addNote(messageId, trimmed).then(onAdded, (error: unknown) => {
      setText((current) => (current === "" ? text : current));
      showError(error);
    });
  };

  return (
    <Stack as="form" gap="2" onSubmit={submit}>
      <Field.Root invalid={tooLong}>
        <Field.Label>{t`Internal note`}</Field.Label>
        <Textarea value={text} onChange={(event) => setText(event.target.value)} rows={3} />
        <Field.HelperText>{t`Visible to your colleagues only, never sent to the office.`}</Field.HelperText>
        <Field.ErrorText>{t`A note can have at most ${NOTE_MAX} characters.`}</Field.ErrorText>
      </Field.Root>
      <Box>
        <Button type="submit" variant="outline" disabled={text.trim() === "" || tooLong}>
          {t`Add internal note`}
        </Button>
      </Box>
    </Stack>
  );
}
