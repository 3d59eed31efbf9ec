/** "Storage used on this device: X of Y" (the keep-offline dialog and the storage screen). */
import { Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useFormat } from "@/lib/format";
import type { StorageUsage } from "@/lib/offline";

export function StorageUsedText({ usage }: { usage: StorageUsage | null }) {
  const { t } = useLingui();
  const format = useFormat();
  const used = usage ? format.fileSize(usage.usageBytes) : null;
  const quota = usage?.quotaBytes ? format.fileSize(usage.quotaBytes) : null;
  return (
    <Text fontSize="sm" data-testid="storage-used">
      {used === null ? t`Storage used on this device: unknown` : quota ? t`Storage used on this device: ${used} of ${quota}` : t`Storage used on this device: ${used}`}
    </Text>
  );
}
