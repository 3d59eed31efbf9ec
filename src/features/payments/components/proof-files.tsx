/**
 * Proof-of-payment files of the advance form: a labelled file input (PDF, JPG, JPEG, several
 * at once) that adds to the list, and a remove button per file.
 */
import { Button, Field, HStack, List, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useTranslateKey } from "@/lib/i18n";
import { PROOF_ACCEPT } from "../rules";

const PROOF_INPUT_ID = "advance-proof-files";

export interface ProofFilesProps {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
  disabled?: boolean;
}

export function ProofFiles({ files, onChange, error, disabled }: ProofFilesProps) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  return (
    <Field.Root invalid={Boolean(error)} required ids={{ control: PROOF_INPUT_ID }}>
      <Field.Label htmlFor={PROOF_INPUT_ID} id={`${PROOF_INPUT_ID}-label`}>
        {t`Proof of payment (PDF, JPG, JPEG)`}
        <Field.RequiredIndicator color="red.700" />
      </Field.Label>
      <input
        id={PROOF_INPUT_ID}
        aria-labelledby={`${PROOF_INPUT_ID}-label`}
        aria-invalid={error ? true : undefined}
        type="file"
        name="files"
        multiple
        accept={PROOF_ACCEPT}
        disabled={disabled}
        onChange={(event) => {
          const added = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = "";
          if (added.length > 0) onChange([...files, ...added]);
        }}
      />
      {files.length > 0 ? (
        <List.Root as="ul" listStyle="none" gap="1" mt="2" aria-label={t`Added files`}>
          {files.map((file, index) => {
            const name = file.name;
            return (
              <List.Item key={`${name}-${index}`}>
                <HStack gap="3">
                  <Text fontSize="sm">{name}</Text>
                  <Button
                    size="xs"
                    variant="ghost"
                    disabled={disabled}
                    aria-label={t`Remove file ${name}`}
                    onClick={() => onChange(files.filter((_, i) => i !== index))}
                  >
                    {t`Remove`}
                  </Button>
                </HStack>
              </List.Item>
            );
          })}
        </List.Root>
      ) : null}
      {error ? <Field.ErrorText color="red.700">{tk(error)}</Field.ErrorText> : null}
    </Field.Root>
  );
}
