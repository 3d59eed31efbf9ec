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
import { COUNTS, countApplies, useCount, type CountName } from "@/lib/counts";

interface PendingStatProps {
  user: SessionUser;
  name: CountName;
  /** The state counted (the element's test id). */
  state: "WAITING_FOR_PAYMENT" | "WAITING_FOR_SIGNATURE";
  label: string;
  href: string;
}

/** One count; the same polled query as the app badge (registered by the cart and the signatures), so it is fetched once. */
function PendingStat({ user, name, state, label, href }: PendingStatProps) {
  const count = useCount(name, user);
  return (
    <Stat.Root borderWidth="1px" borderRadius="md" p="4" maxW="xs" data-testid={`pending-${state}`}>
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
  // By the counts' own rules: payments with ROLE_PAYMENTS; signatures are not offered to child accounts.
  const payments = countApplies(COUNTS.waitingForPayment, user);
  const signatures = countApplies(COUNTS.waitingForSignature, user);
  if (!payments && !signatures) return null;
  return (
    <HStack gap="4" wrap="wrap" align="stretch">
      {payments ? <PendingStat user={user} name={COUNTS.waitingForPayment} state="WAITING_FOR_PAYMENT" label={t`Waiting for payment`} href={CART_PATH} /> : null}
      {signatures ? (
        <PendingStat user={user} name={COUNTS.waitingForSignature} state="WAITING_FOR_SIGNATURE" label={t`Waiting for signature`} href={SIGNATURES_PATH} />
      ) : null}
    </HStack>
  );
}
