/**
 * Why Reply is not offered on a thread (decision 44): a read-only (impersonated) session, or a
 * user without the read-write correspondence role. Shown where the Reply button would be.
 */
import { Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReplyRefusal } from "../../rules";

export function ReplyRefusalNote({ refusal }: { refusal: ReplyRefusal }) {
  const { t } = useLingui();
  const text =
    refusal === "read-only-session"
      ? t`You cannot reply: this session is read-only.`
      : t`You cannot reply: your account may only read correspondence. Ask the main account to give you the read-and-write correspondence role.`;
  return (
    <Text as="span" fontSize="sm" color="fg.muted" data-testid="reply-refusal">
      {text}
    </Text>
  );
}
