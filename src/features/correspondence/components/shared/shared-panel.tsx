/**
 * The thread's shared-inbox panel (decision 85): who handles the letter, whether it was dealt
 * with (who marked it and when), and the firm's internal notes, unmistakably internal:
 * visible to the account's users only, never sent to the office. Every change goes through the
 * outbox and shows at once, "waiting on this device" until the office has it.
 */
import { Badge, Box, Button, Field, Heading, HStack, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useShowError } from "@/components/error-dialog/use-show-error";
import type { SessionUser } from "@/lib/api";
import { useFormat } from "@/lib/format";
import { isAdministrator } from "@/lib/session";
import { deleteNote, sharedInboxQueries } from "../../api/shared-inbox";
import type { CorrespondenceMessage } from "../../api/schemas";
import { NoteForm } from "./note-form";
import { SharedRefusalNote } from "./shared-refusal-note";
import type { SharedInbox } from "./use-shared-inbox";

interface SharedPanelProps {
  user: SessionUser;
  message: CorrespondenceMessage;
  shared: SharedInbox;
}

export function WaitingBadge() {
  const { t } = useLingui();
  return (
    <Badge colorPalette="orange" variant="subtle" data-testid="shared-waiting">
      {t`Waiting on this device`}
    </Badge>
  );
}

export function SharedPanel({ user, message, shared }: SharedPanelProps) {
  const { t } = useLingui();
  const format = useFormat();
  const showError = useShowError();
  const notes = useQuery(sharedInboxQueries.notes(message.id));
  const canWrite = shared.refusal === null;
  const assignee = shared.assigneeOf(message);
  const handled = shared.handledOf(message);
  const queuedHandled = shared.pending.letters.get(message.id)?.handled;
  const officeNotes = (notes.data ?? []).filter((note) => !shared.pending.deletedNotes.has(note.id));
  const queuedNotes = shared.pending.notes.filter((note) => note.messageId === message.id);

  return (
    <Box as="section" aria-labelledby="shared-heading" borderWidth="1px" borderStyle="dashed" borderColor="orange.emphasized" bg="orange.subtle/40" borderRadius="md" p="4" data-testid="shared-inbox">
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" size="sm" id="shared-heading">
            {t`Internal: your firm only`}
          </Heading>
          <Text fontSize="sm" color="fg.muted">{t`Visible to your colleagues only, never sent to the office.`}</Text>
        </Stack>
        <HStack gap="3" wrap="wrap" alignItems="end">
          <Field.Root width="auto" minW="16rem" disabled={!canWrite}>
            <Field.Label>{t`Assigned to`}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={assignee === null ? "" : String(assignee)}
                onChange={(event) => {
                  const next = event.target.value === "" ? null : Number(event.target.value);
                  shared.assign(message, next).catch(showError);
                }}
              >
                <option value="">{t`Nobody`}</option>
                {shared.users.map((u) => (
                  <option key={u.userId} value={u.userId}>
                    {u.userId === user.userId ? t`${u.fullName} (me)` : u.fullName}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {canWrite ? (
            <Button variant="outline" onClick={() => void shared.mark(message, !handled).catch(showError)}>
              {handled ? t`Not handled` : t`Mark handled`}
            </Button>
          ) : null}
          {shared.waiting(message.id) ? <WaitingBadge /> : null}
        </HStack>
        {handled ? <HandledMark mark={queuedHandled === true ? null : (message.handled ?? null)} nameOf={shared.nameOf} /> : null}
        <Stack gap="2" as="ul" listStyleType="none" aria-label={t`Internal notes`} data-testid="notes">
          {officeNotes.map((note) => (
            <Box as="li" key={note.id} borderTopWidth="1px" pt="2" data-testid="note">
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Text fontSize="sm" fontWeight="semibold">
                  {note.authorFullName} · {format.dateTime(note.createdAt)}
                </Text>
                {canWrite && (note.authorUserId === user.userId || isAdministrator(user)) ? (
                  <Button size="xs" variant="ghost" onClick={() => deleteNote(message.id, note.id).then(shared.refresh, showError)}>
                    {t`Delete note`}
                  </Button>
                ) : null}
              </HStack>
              <Text whiteSpace="pre-wrap">{note.text}</Text>
            </Box>
          ))}
          {queuedNotes.map((note) => (
            <Box as="li" key={note.key} borderTopWidth="1px" pt="2" data-testid="note">
              <HStack gap="2" wrap="wrap">
                <Text fontSize="sm" fontWeight="semibold">
                  {shared.nameOf(user.userId)} · {format.instant(note.writtenAt)}
                </Text>
                <WaitingBadge />
              </HStack>
              <Text whiteSpace="pre-wrap">{note.text}</Text>
            </Box>
          ))}
        </Stack>
        {officeNotes.length === 0 && queuedNotes.length === 0 ? <Text color="fg.muted">{t`No internal notes yet.`}</Text> : null}
        {canWrite ? (
          <NoteForm messageId={message.id} onAdded={shared.refresh} />
        ) : (
          <SharedRefusalNote refusal={shared.refusal ?? "read-only-session"} />
        )}
      </Stack>
    </Box>
  );
}

/** Who marked the letter handled and when; null: this user, waiting on this device. */
function HandledMark({ mark, nameOf }: { mark: { byUserId: number; at: string } | null; nameOf: (userId: number) => string }) {
  const { t } = useLingui();
  const format = useFormat();
  if (!mark) return <Text data-testid="handled-mark">{t`Marked handled by you.`}</Text>;
  const name = nameOf(mark.byUserId);
  const when = format.dateTime(mark.at);
  return <Text data-testid="handled-mark">{t`Handled: marked by ${name} on ${when}.`}</Text>;
}
