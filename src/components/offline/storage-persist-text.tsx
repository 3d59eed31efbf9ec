/**
 * What the browser answered when asked to keep this device's offline copies (navigator.storage
 * .persist(), asked when the user first keeps messages offline; src/lib/offline/storage.ts).
 * Shown in the keep-offline dialog and in My account › Preferences.
 */
import { Text, type TextProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { usePersistAnswer } from "@/lib/offline";

export function StoragePersistText(props: TextProps) {
  const { t } = useLingui();
  const answer = usePersistAnswer();
  const text =
    answer === "granted"
      ? t`The browser keeps these copies until you remove them.`
      : answer === "denied"
        ? t`The browser may remove these copies when the device runs low on space.`
        : answer === "unsupported"
          ? t`This browser does not say whether it keeps these copies.`
          : t`Not asked yet whether the browser keeps these copies.`;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="storage-persist" {...props}>
      {text}
    </Text>
  );
}
