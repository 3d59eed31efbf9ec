/**
 * Shows the head of the notification queue in a polite live region; it closes on
 * timeout or click, then the next one appears.
 */
import { Box } from "@chakra-ui/react";
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { useTranslateKey } from "@/lib/i18n";
import { dismissNotificationAtom, notificationQueueAtom } from "./notification-state";

const palette = {
  success: { bg: "green.700", color: "white" },
  info: { bg: "brand.600", color: "white" },
  warning: { bg: "orange.300", color: "black" },
  error: { bg: "red.700", color: "white" },
} as const;

export function NotificationHost() {
  const queue = useAtomValue(notificationQueueAtom);
  const dismiss = useSetAtom(dismissNotificationAtom);
  const tk = useTranslateKey();
  const current = queue[0];

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => dismiss(current.key), current.duration);
    return () => window.clearTimeout(timer);
  }, [current, dismiss]);

  return (
    <Box
      role="status"
      aria-live="polite"
      position="fixed"
      top="4"
      insetInlineEnd="4"
      zIndex="toast"
      maxW="sm"
    >
      {current ? (
        <Box
          as="button"
          key={current.key}
          data-testid="notification"
          data-type={current.type}
          onClick={() => dismiss(current.key)}
          textAlign="start"
          px="4"
          py="3"
          borderRadius="md"
          boxShadow="lg"
          cursor="pointer"
          {...palette[current.type]}
        >
          {tk(current.message)}
        </Box>
      ) : null}
    </Box>
  );
}
