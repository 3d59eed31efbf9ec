/** Why assigning, marking handled and notes are not offered (decision 85): the session or the role. */
import { Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReplyRefusal } from "../../rules";

export function SharedRefusalNote({ refusal }: { refusal: ReplyRefusal }) {
  const { t } = useLingui();
  const text =
    refusal === "read-only-session"
      ? t`You can see who handles this letter and your colleagues' notes, but not change them: this session is read-only.`
      : t`You can see who handles this letter and your colleagues' notes, but not change them: your account may only read correspondence.`;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="shared-refusal">
      {text}
    </Text>
  );
}
