/**
 * The shell's connection state, as it is: a quiet "Online" dot while the office
 * answers; "Offline" when the browser has no connection; "Office not answering" when the
 * browser is connected but the office's answers fail or are late (lie-fi: a request unanswered
 * after OFFICE_SILENT_AFTER_MS, src/lib/query/attempts.ts). Both say in the title that the app
 * shows the device's copies.
 */
import { Badge } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useOnlineStatus } from "@/lib/offline";

export function OnlineIndicator() {
  const { t } = useLingui();
  const { offline, browserOnline } = useOnlineStatus();
  const state = !offline ? "online" : browserOnline ? "not-answering" : "offline";
  const label = { online: t`Online`, offline: t`Offline`, "not-answering": t`Office not answering` }[state];
  const reason = browserOnline ? t`The office is not answering. You see copies stored on this device.` : t`No connection. You see copies stored on this device.`;
  return (
    <Badge
      role="status"
      data-testid="online-indicator"
      data-state={state}
      title={offline ? reason : undefined}
      colorPalette={offline ? "orange" : "green"}
      variant={offline ? "solid" : "subtle"}
      bg={offline ? "orange.700" : undefined}
      color={offline ? "white" : undefined}
    >
      {label}
    </Badge>
  );
}
