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

/**
 * The reason text (rendered only while offline); give its id to the action's aria-describedby.
 * `visuallyHidden` keeps it for screen readers only, where a visible line would move the screen
 * when the connection goes (the header's status says offline in view).
 */
export function NeedsNetworkReason({ id, visuallyHidden = false }: { id?: string; visuallyHidden?: boolean }) {
  const { unavailable, reason } = useNeedsNetwork();
  if (!unavailable) return null;
  return (
    <Text as="span" id={id} fontSize="sm" color="orange.fg" data-testid="needs-network-reason" srOnly={visuallyHidden}>
      {reason}
    </Text>
  );
}
