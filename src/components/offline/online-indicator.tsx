/**
 * The shell's online/offline indicator: a quiet "Online" dot while the office answers, a clear
 * "Offline" badge (with its reason in the title) when the app works from the device.
 */
import { Badge } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useOnlineStatus } from "@/lib/offline";

export function OnlineIndicator() {
  const { t } = useLingui();
  const { offline, browserOnline } = useOnlineStatus();
  const reason = browserOnline ? t`The office cannot be reached. You see copies stored on this device.` : t`No connection. You see copies stored on this device.`;
  return (
    <Badge
      role="status"
      data-testid="online-indicator"
      data-state={offline ? "offline" : "online"}
      title={offline ? reason : undefined}
      colorPalette={offline ? "orange" : "green"}
      variant={offline ? "solid" : "subtle"}
      bg={offline ? "orange.700" : undefined}
      color={offline ? "white" : undefined}
    >
      {offline ? t`Offline` : t`Online`}
    </Badge>
  );
}
