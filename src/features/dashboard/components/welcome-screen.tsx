import { Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { SessionUser } from "@/lib/api";
import { useFormat } from "@/lib/format";

/**
 * Start page of the signed-in area: the welcome with the user's full name (spec 2 §2) and the
 * previous sign-in (`lastLogin` is the sign-in before this session's, kept by the
 * office when a session starts), so a sign-in the user does not recognise stands out.
 */
export function WelcomeScreen({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const { dateTime } = useFormat();
  const name = user.fullName;
  const previous = user.lastLogin ? dateTime(user.lastLogin) : null;
  return (
    <Stack gap="2">
      <Heading as="h1" size="2xl">
        {t`Welcome, ${name}`}
      </Heading>
      <Text color="fg.muted">{t`Your correspondence, applications, payments and signatures in one place.`}</Text>
      <Text color="fg.muted" fontSize="sm" data-testid="previous-sign-in">
        {previous ? t`Previous sign-in: ${previous}` : t`This is your first sign-in.`}
      </Text>
    </Stack>
  );
}
