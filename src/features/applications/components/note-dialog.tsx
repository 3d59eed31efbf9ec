/**
 * The note of one application (spec 2 §4 "Notes"): shown read-only first; Edit locks the note
 * on the server (a refusal shows the error and closes the dialog); Save stores it; Delete, after
 * a confirmation, saves an empty note. Over `note.max-length` characters Save is disabled and a
 * notice says why. The list reloads after an update.
 */
import { Alert, Button, Dialog, Field, Portal, Stack, Text, Textarea } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { useNotify } from "@/components/notifications/use-notify";
import { settingValue, useGlobals } from "@/lib/content";
import { useLockNoteMutation, useSaveNoteMutation } from "../api/use-application-mutations";
import type { ApplicationListItem } from "../api/schemas";
import { isNoteTooLong, noteCharactersLeft } from "../rules";

export interface NoteDialogProps {
  item: ApplicationListItem | null;
  readOnly: boolean;
  onClose: () => void;
}

export function NoteDialog({ item, readOnly, onClose }: NoteDialogProps) {
  // A fresh editor per application: state starts from that item's note.
  return item ? <NoteEditor key={item.id} item={item} readOnly={readOnly} onClose={onClose} /> : null;
}

function NoteEditor({ item, readOnly, onClose }: { item: ApplicationListItem; readOnly: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const showError = useShowError();
  const notify = useNotify();
  const { data: globals } = useGlobals();
  const maxLength = settingValue(globals, "note.max-length");
  const lock = useLockNoteMutation();
  const save = useSaveNoteMutation();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(item.note ?? "");
  const [confirmDelete, setConfirmDelete] = useState(false);
  const tooLong = isNoteTooLong(text, maxLength);
  const left = noteCharactersLeft(text, maxLength);
  const number = item.number;

  const startEditing = () =>
    lock.mutate(item, {
      onSuccess: () => setEditing(true),
      onError: (error) => {
        onClose();
        showError(error);
      },
    });

  const store = (note: string) =>
    save.mutate(
      { item, note },
      {
        onSuccess: () => {
          notify({ message: note === "" ? t`The note was deleted.` : t`The note was saved.`, type: "success" });
          onClose();
        },
        onError: (error) => showError(error),
      },
    );

  return (
    <>
      <Dialog.Root open onOpenChange={(details) => !details.open && onClose()}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t`Note for ${number}`}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Field.Root invalid={tooLong} readOnly={!editing}>
                    <Field.Label>{t`Note`}</Field.Label>
                    <Textarea name="note" rows={4} value={text} readOnly={!editing} onChange={(event) => setText(event.currentTarget.value)} />
                    {editing ? (
                      <Field.HelperText>{left >= 0 ? t`${left} characters left` : t`${maxLength} characters at most`}</Field.HelperText>
                    ) : null}
                  </Field.Root>
                  {editing && tooLong ? (
                    <Alert.Root status="warning" role="alert">
                      <Alert.Indicator />
                      <Alert.Description>{t`The note is too long: it can have at most ${maxLength} characters.`}</Alert.Description>
                    </Alert.Root>
                  ) : null}
                  {!editing && !item.note ? <Text color="fg.muted">{t`This application has no note yet.`}</Text> : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                {editing ? (
                  <>
                    <Button variant="outline" colorPalette="red" disabled={!item.note || save.isPending} onClick={() => setConfirmDelete(true)}>
                      {t`Delete`}
                    </Button>
                    <Button variant="outline" onClick={onClose}>
                      {t`Cancel`}
                    </Button>
                    <Button colorPalette="brand" disabled={tooLong} loading={save.isPending} onClick={() => store(text)}>
                      {t`Save`}
                    </Button>
                  </>
                ) : (
                  <>
                    <Button variant="outline" onClick={onClose}>
                      {t`Close`}
                    </Button>
                    <Button colorPalette="brand" disabled={readOnly} loading={lock.isPending} onClick={startEditing}>
                      {t`Edit`}
                    </Button>
                  </>
                )}
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={confirmDelete}
        title={t`Delete the note?`}
        destructive
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        loading={save.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          store("");
        }}
      >
        {t`The note of ${number} will be removed.`}
      </ConfirmDialog>
    </>
  );
}
