/**
 * Attachment upload of a draft: a hidden file input, the type check against globals
 * `correspondence.attachmentTypes` (case-insensitive, else `draft.invalide.file.types`) and the
 * size limit (`file.too.large`), then the upload through the outbox (files read, hashed and
 * page-counted once when attached, kept on the device until the office has them, one
 * Idempotency-Key for every retry; listed meanwhile by ./use-queued-uploads.ts). A file changed
 * on disk after it was chosen is not attached, and the user is told to choose it again.
 */
import { useLingui } from "@lingui/react/macro";
import { useRef, type ChangeEvent } from "react";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { useNotify } from "@/components/notifications/use-notify";
import { useGlobals } from "@/lib/content";
import { FileChangedError } from "@/lib/file-check";
import { useUploadAttachmentsMutation } from "../../api/use-draft-mutations";
import { hasAllowedType } from "../../rules";

const DEFAULT_TYPES = ["PDF", "DOC", "DOCX", "XLS", "XLSX", "PPT", "PPTX", "JPEG", "JPG", "PJPEG", "PNG", "MP3", "MPEG", "ADOC"];
const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

/** `draftId` null: the reply started on this device, whose draft the outbox creates with the files. */
export function useDraftFiles(draftId: number | null, messageId: number) {
  const input = useRef<HTMLInputElement>(null);
  const { data: globals } = useGlobals();
  const upload = useUploadAttachmentsMutation();
  const showError = useShowError();
  const notify = useNotify();
  const { t } = useLingui();
  const types = globals?.correspondence.attachmentTypes ?? DEFAULT_TYPES;
  const maxBytes = globals?.correspondence.maxAttachmentSize ?? DEFAULT_MAX_BYTES;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = "";
    if (files.length === 0) return;
    if (files.some((file) => !hasAllowedType(file.name, types))) {
      showError("draft.invalide.file.types");
      return;
    }
    if (files.some((file) => file.size > maxBytes)) {
      showError("file.too.large");
      return;
    }
    upload.mutate(
      { draftId, messageId, files },
      {
        onSuccess: (outcome) => {
          if (outcome === "mismatch") notify({ message: t`The office received the file changed on the way and did not keep it: see the file below and send it again.`, type: "error", duration: 10000 });
          if (outcome === "queued") notify({ message: t`No connection: the files are kept on this device and uploaded when the connection is back.`, type: "warning", duration: 8000 });
        },
        onError: (error) => {
          // Changed on disk after it was chosen (the browser will not read it): nothing was attached.
          if (error instanceof FileChangedError) {
            const name = error.fileName;
            notify({ message: t`The file ${name} changed after you chose it, so it was not attached. Choose it again.`, type: "error", duration: 10000 });
          } else showError(error);
        },
      },
    );
  };

  return {
    inputProps: {
      ref: input,
      type: "file" as const,
      multiple: true,
      hidden: true,
      accept: types.map((type) => `.${type.toLowerCase()}`).join(","),
      onChange: onFiles,
    },
    open: () => input.current?.click(),
    uploading: upload.isPending,
  };
}
