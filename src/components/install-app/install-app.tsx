/**
 * "Install app" for the user menu: the browser's own install dialog where it offers one
 * (beforeinstallprompt), install help on iOS (Share → Add to Home Screen), nothing when the
 * app already runs installed (src/lib/pwa/install.ts).
 */
import { Box, Button, Menu, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { NoticeDialog } from "@/components/dialogs/notice-dialog";
import { promptInstall, useInstallOffer } from "@/lib/pwa/install";

function useInstallAction() {
  const offer = useInstallOffer();
  const [helpOpen, setHelpOpen] = useState(false);
  const start = () => {
    if (offer === "ios-help") setHelpOpen(true);
    else void promptInstall().catch((error: unknown) => console.warn("install prompt failed", error));
  };
  return { offer, start, helpOpen, closeHelp: () => setHelpOpen(false) };
}

function IosInstallHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <NoticeDialog open={open} title={t`Install the user area`} buttonLabel={t`Close`} onClose={onClose}>
      <Text mb="2">{t`In Safari on iPhone or iPad:`}</Text>
      <Box as="ol" ps="5" listStyleType="decimal">
        <li>{t`Tap the Share button.`}</li>
        <li>{t`Choose "Add to Home Screen".`}</li>
        <li>{t`Tap "Add". The app opens from its icon, in its own window.`}</li>
      </Box>
    </NoticeDialog>
  );
}

/** A header button (desktop user area). */
export function InstallAppButton() {
  const { t } = useLingui();
  const { offer, start, helpOpen, closeHelp } = useInstallAction();
  if (offer === "none") return null;
  return (
    <>
      <Button variant="ghost" size="sm" onClick={start} data-testid="install-app">
        {t`Install app`}
      </Button>
      <IosInstallHelp open={helpOpen} onClose={closeHelp} />
    </>
  );
}

/** An item of the user dropdown (small screens); render inside Menu.Content. */
export function InstallAppMenuItem({ onHelp }: { onHelp: () => void }) {
  const { t } = useLingui();
  const offer = useInstallOffer();
  if (offer === "none") return null;
  return (
    <Menu.Item value="install" onSelect={() => (offer === "ios-help" ? onHelp() : void promptInstall())}>
      {t`Install app`}
    </Menu.Item>
  );
}

/** The iOS help dialog, opened from the menu item (kept outside the menu so it survives its closing). */
export function useIosInstallHelp() {
  const [open, setOpen] = useState(false);
  return { open: () => setOpen(true), dialog: <IosInstallHelp open={open} onClose={() => setOpen(false)} /> };
}
