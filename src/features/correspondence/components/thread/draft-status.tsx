/** "Saved on this device" / "Saved to the office" and the other save states of a draft (polite live region). */
import { HStack, Spinner, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { SaveStatus } from "../../drafts/draft-machine";
import { CheckIcon } from "../icons";

export function DraftStatus({ status, restored }: { status: SaveStatus; restored: boolean }) {
  const { t } = useLingui();
  const texts: Record<SaveStatus, string> = {
    loading: t`Opening the draft…`,
    "device-saving": t`Saving on this device…`,
    "device-failed": t`Not saved on this device: its storage is full. Your text is still here; keep this page open until it is saved to the office.`,
    device: t`Saved on this device`,
    "office-saving": t`Saved on this device, saving to the office…`,
    "office-waiting": t`Saved on this device. The office gets it when the connection is back.`,
    office: t`Saved to the office`,
    "send-queued": t`Waiting to send: saved on this device, not sent yet. It is sent when the connection is back.`,
    sending: t`Sending…`,
    attention: t`The office refused this reply: see "Needs attention". Your text is kept on this device.`,
    "at-office": t`This draft is saved at the office and not kept on this device. It opens here when the office can be reached.`,
    "other-tab": t`This draft is being edited in another tab. Its text is shown here as that tab saves it.`,
    "too-long": t`Not saved: the reply is longer than the office accepts. Your text stays on this screen; once shortened, it is saved again.`,
  };
  const busy = status === "device-saving" || status === "office-saving" || status === "sending" || status === "loading";
  // "at-office" and "other-tab" are shown with their own tone: nothing is wrong, but the draft cannot be edited here now.
  const tone = status === "office" ? "green.fg" : status === "attention" || status === "device-failed" || status === "too-long" ? "red.fg" : status === "office-waiting" || status === "send-queued" || status === "at-office" || status === "other-tab" ? "orange.fg" : "fg.muted";
  return (
    <HStack gap="2" role="status" aria-live="polite" data-testid="draft-status" data-status={status}>
      {busy ? <Spinner size="xs" /> : status === "office" ? <CheckIcon color="green.fg" boxSize="4" /> : null}
      <Text fontSize="sm" color={tone}>
        {texts[status]}
        {restored && status !== "loading" && status !== "other-tab" ? ` ${t`(restored from this device)`}` : ""}
      </Text>
    </HStack>
  );
}
