/**
 * Why the user is on this screen instead of the one they asked for: the route guard
 * (src/routes/-session-guard.ts `requireAnyRole`) sent them here because their account lacks the
 * section's role; the history entry names the section. Shown at the top of the screen they land
 * on, announced once; the next navigation leaves it behind.
 */
import { Alert } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import type { RefusedSection } from "@/lib/navigation/history-state";

export function SectionRefusedNotice() {
  const { t } = useLingui();
  const section = useRouterState({ select: (state) => state.location.state.sectionRefused });
  if (!section) return null;
  const reasons: Record<RefusedSection, string> = {
    correspondence: t`Your account cannot open Correspondence: it has no correspondence role. The administrator of the main account can grant it.`,
    payments: t`Your account cannot open Payments: it does not have the payments role. The administrator of the main account can grant it.`,
    applications: t`Your account cannot open applications, drafts, e-services or signatures: it has neither the trademarks nor the designs role. The administrator of the main account can grant them.`,
    "child-accounts": t`Your account cannot manage child accounts: it does not have the account administrator role. The administrator of the main account can grant it.`,
  };
  return (
    <Alert.Root status="warning" role="alert" mb="4" data-testid="section-refused" data-section={section}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t`This section is not open to your account`}</Alert.Title>
        <Alert.Description>{reasons[section]}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
