/**
 * Applications waiting for the user (spec 2 §3 "Finalized applications state": the
 * WAITING_FOR_PAYMENT and WAITING_FOR_SIGNATURE counts, polled every
 * `applications.pending-action.counter` seconds), each linking to where the user acts.
 */
import { HStack, Stat } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { NavLink } from "@/components/nav/nav-link";
import type { SessionUser } from "@/lib/api";
import { CART_PATH, SIGNATURES_PATH } from "@/lib/applications";
import { usePendingCount, type PendingState } from "@/lib/counts";
import { hasRole, isChild, mainUserId } from "@/lib/session";

/** One count; the same polled query as the app badge (src/lib/counts), so it is fetched once. */
function PendingStat({ userId, tab, label, href }: { userId: number; tab: PendingState; label: string; href: string }) {
  const count = usePendingCount(userId, tab, true);
  return (
    <Stat.Root borderWidth="1px" borderRadius="md" p="4" maxW="xs" data-testid={`pending-${tab}`}>
      <Stat.Label>
        <NavLink href={href} color="brand.fg" textDecoration="underline">
          {label}
        </NavLink>
      </Stat.Label>
      <Stat.ValueText>{count ?? "–"}</Stat.ValueText>
    </Stat.Root>
  );
}

export function PendingActions({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const userId = mainUserId(user);
  const payments = hasRole(user, "ROLE_PAYMENTS");
  // Signatures are not offered to child accounts (their menu hides them too).
  const signatures = !isChild(user);
  if (!payments && !signatures) return null;
  return (
    <HStack gap="4" wrap="wrap" align="stretch">
      {payments ? <PendingStat userId={userId} tab="WAITING_FOR_PAYMENT" label={t`Waiting for payment`} href={CART_PATH} /> : null}
      {signatures ? (
        <PendingStat userId={userId} tab="WAITING_FOR_SIGNATURE" label={t`Waiting for signature`} href={SIGNATURES_PATH} />
      ) : null}
    </HStack>
  );
}
