/**
 * The page's part of the correspondence feature's outbox registration (the worker's is
 * ./register.ts): the kinds, then what every page outbox does besides: it notes the checked
 * files of delivered uploads (./receipts.ts), and adopts the device copies of drafts older versions kept
 * (./queued-work.ts). The feature starts the page's outbox only through here
 * (`startCorrespondenceOutbox`: the correspondence background every signed-in screen mounts,
 * and any screen that queues work first), so no page outbox runs without its kinds.
 */
import { startOutbox, type Outbox } from "@/lib/outbox";
import { registerPageListener, registerPageStart } from "@/lib/outbox/kinds";
import { adoptLegacyDeviceDrafts } from "./queued-work";
import { noteUploadReceipt } from "./receipts";
import { registerCorrespondenceOutbox } from "./register";

export function registerCorrespondencePageOutbox(): void {
  registerCorrespondenceOutbox();
  registerPageListener(noteUploadReceipt);
  registerPageStart(adoptLegacyDeviceDrafts);
}

/** The page's outbox for `userId`, with the feature's kinds registered first. */
export function startCorrespondenceOutbox(userId: number): Outbox {
  registerCorrespondencePageOutbox();
  return startOutbox(userId);
}
