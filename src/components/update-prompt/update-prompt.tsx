/** Shows the update banner while a new version is waiting (and until "Later"). */
import { useState } from "react";
import { lazyInChakraRoot } from "@/components/design-system/chakra-root";
import { useServiceWorker } from "@/lib/pwa/use-service-worker";

const UpdateBanner = lazyInChakraRoot(() => import("./update-banner").then((module) => module.UpdateBanner));

export function UpdatePrompt() {
  const { needRefresh, updateServiceWorker } = useServiceWorker();
  const [dismissed, setDismissed] = useState(false);
  if (!needRefresh || dismissed) return null;
  return <UpdateBanner onLater={() => setDismissed(true)} onUpdate={() => void updateServiceWorker()} />;
}
