/**
 * Said once in the signed-in layout when the browser removed this device's offline copies
 * (src/lib/offline/eviction.ts): screens then ask the office again, and one that cannot reach
 * it says it needs a connection, never an empty list as if the office had nothing.
 */
import { Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useDeviceCopiesEvicted } from "@/lib/offline/eviction";

export function DeviceCopiesNotice() {
  const { t } = useLingui();
  const evicted = useDeviceCopiesEvicted();
  if (!evicted) return null;
  return (
    <Text role="status" data-testid="device-copies-evicted" fontSize="sm" color="orange.fg">
      {t`The browser removed the copies this device kept offline. They are fetched again from the office as you open each page.`}
    </Text>
  );
}
