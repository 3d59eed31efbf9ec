/**
 * For actions that need the network (pay, sign, export, a first send): `useNeedsNetwork()` says
 * whether they are unavailable now and why; `<NeedsNetworkReason>` shows the reason beside them.
 */
import { Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useOnlineStatus } from "@/lib/offline";

export function useNeedsNetwork(): { unavailable: boolean; reason: string } {
  const { t } = useLingui();
  const { offline } = useOnlineStatus();
  return { unavailable: offline, reason: t`Needs a connection: you are offline.` };
}

/** The reason text (rendered only while offline); give its id to the action's aria-describedby. */
export function NeedsNetworkReason({ id }: { id?: string }) {
  const { unavailable, reason } = useNeedsNetwork();
  if (!unavailable) return null;
  return (
    <Text as="span" id={id} fontSize="sm" color="orange.fg" data-testid="needs-network-reason">
      {reason}
    </Text>
  );
}
