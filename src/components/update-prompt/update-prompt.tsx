/** Shows the update banner while a new version is waiting (and until "Later"). */
import { lazy, useState } from "react";
import { ChakraRoot } from "@/components/design-system/chakra-root";
import { useServiceWorker } from "@/lib/pwa/use-service-worker";

const UpdateBanner = lazy(() => import("./update-banner").then((module) => ({ default: module.UpdateBanner })));

export function UpdatePrompt() {
  const { needRefresh, updateServiceWorker } = useServiceWorker();
  const [dismissed, setDismissed] = useState(false);
  if (!needRefresh || dismissed) return null;
  return (
    <ChakraRoot>
      <UpdateBanner onLater={() => setDismissed(true)} onUpdate={() => void updateServiceWorker()} />
    </ChakraRoot>
  );
}
