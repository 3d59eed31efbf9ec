/**
 * What the browser answered when asked to keep this device's offline copies (navigator.storage
 * .persist(), asked when the user keeps messages offline or installs the app;
 * src/lib/offline/storage.ts), and what that means. Shown in the keep-offline dialog and in
 * My account › Preferences; the answer is brought up to date when shown (a grant since).
 */
import { Text, type TextProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { refreshPersistAnswer, usePersistAnswer } from "@/lib/offline/storage";

export function StoragePersistText(props: TextProps) {
  const { t } = useLingui();
  const answer = usePersistAnswer();
  useEffect(() => void refreshPersistAnswer(), []);
  const text =
    answer === "granted"
      ? t`The browser keeps these copies until you remove them.`
      : answer === "denied"
        ? t`Not granted: the browser may remove these copies when the device runs low on space or the app is not used for a while (Safari: 7 days). The app then says so and fetches them again from the office.`
        : answer === "unsupported"
          ? t`This browser does not say whether it keeps these copies.`
          : t`Not asked yet whether the browser keeps these copies.`;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="storage-persist" {...props}>
      {text}
    </Text>
  );
}
