/**
 * Shows the update banner while a new version is waiting (and until "Later"). "Update now"
 * first hands whatever is typed in open editors to the outbox (the page reloads when the new
 * version takes over, and a write started while the page unloads may not finish), then
 * activates the waiting version. Mounted on every page, it also reloads a page of the previous
 * version that can no longer load one of its chunks (./stale-chunks.ts).
 */
import { useEffect, useState } from "react";
import { lazyInChakraRoot } from "@/components/design-system/chakra-root";
import { useServiceWorker } from "@/lib/pwa/use-service-worker";
import { listenForStaleChunks } from "./stale-chunks";

const UpdateBanner = lazyInChakraRoot(() => import("./update-banner").then((module) => module.UpdateBanner));

/** Open editors' typing onto the device (the outbox) before a reload. */
async function keepOpenWork(): Promise<void> {
  const { flushOpenWork } = await import("@/lib/outbox");
  await flushOpenWork();
}

export function UpdatePrompt() {
  const { needRefresh, updateServiceWorker } = useServiceWorker();
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => listenForStaleChunks({ keepOpenWork, reload: () => window.location.reload() }), []);
  if (!needRefresh || dismissed) return null;
  const update = () => void keepOpenWork().catch(() => undefined).then(updateServiceWorker);
  return <UpdateBanner onLater={() => setDismissed(true)} onUpdate={update} />;
}
