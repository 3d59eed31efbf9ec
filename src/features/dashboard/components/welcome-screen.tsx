import { Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { SessionUser } from "@/lib/api";

/** Start page of the signed-in area: the welcome with the user's full name (spec 2 §2). */
export function WelcomeScreen({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const name = user.fullName;
  return (
    <Stack gap="2">
      <Heading as="h1" size="2xl">
        {t`Welcome, ${name}`}
      </Heading>
      <Text color="fg.muted">{t`Your correspondence, applications, payments and signatures in one place.`}</Text>
    </Stack>
  );
}
