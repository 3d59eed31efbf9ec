/** A dialog whose content is one form: title, fields, Cancel and a submit button. */
import { Button } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { FormEvent, ReactNode } from "react";
import { DialogFrame } from "./dialog-frame";

interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** The request is under way: the submit button shows a spinner. */
  pending?: boolean;
  /** The form cannot be sent yet (the submit button is disabled). */
  submitDisabled?: boolean;
  size?: "md" | "lg";
  children: ReactNode;
}

export function FormDialog({ submitLabel, pending = false, submitDisabled = false, ...frame }: FormDialogProps) {
  const { t } = useLingui();
  return (
    <DialogFrame
      {...frame}
      footer={
        <>
          <Button variant="outline" onClick={frame.onClose}>
            {t`Cancel`}
          </Button>
          <Button type="submit" colorPalette="brand" loading={pending} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    />
  );
}
