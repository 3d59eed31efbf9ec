/**
 * Build-time rendering of the signed-in page skeletons (run in Node by
 * scripts/prerender-signed-in.ts): ./signed-in-skeleton.tsx for one screen, in `language`.
 */
import { I18nProvider } from "@lingui/react";
import { renderToString } from "react-dom/server";
import { i18n, loadAppCatalog } from "@/lib/i18n";
import { SignedInSkeleton } from "./signed-in-skeleton";
import type { SkeletonScreen } from "./skeleton-screens";

export async function renderSignedInSkeleton(screen: SkeletonScreen, language: string): Promise<string> {
  i18n.loadAndActivate({ locale: language, messages: await loadAppCatalog(language) });
  return renderToString(
    <I18nProvider i18n={i18n}>
      <SignedInSkeleton screen={screen} />
    </I18nProvider>,
  );
}
