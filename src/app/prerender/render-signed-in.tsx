/**
 * Build-time rendering of the signed-in page skeletons (run in Node by
 * scripts/prerender-signed-in.ts): ./signed-in-skeleton.tsx for one screen, in `language`.
 * The inbox's rows slot receives the rows' region (./inbox-rows-template.tsx): placeholders
 * between comment markers and the template of the first page, which React cannot write itself.
 */
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { i18n, loadAppCatalog } from "@/lib/i18n";
import { InboxRowPlaceholders, InboxRowsTemplate, inboxRowsRegion } from "./inbox-rows-template";
import { ROWS_SLOT_CLASS, SignedInSkeleton } from "./signed-in-skeleton";
import type { SkeletonScreen } from "./skeleton-screens";

export async function renderSignedInSkeleton(screen: SkeletonScreen, language: string): Promise<string> {
  i18n.loadAndActivate({ locale: language, messages: await loadAppCatalog(language) });
  const translated = (node: ReactNode) => <I18nProvider i18n={i18n}>{node}</I18nProvider>;
  const markup = renderToString(translated(<SignedInSkeleton screen={screen} />));
  const slot = `<div class="${ROWS_SLOT_CLASS}"></div>`;
  if (!markup.includes(slot)) return markup;
  const region = inboxRowsRegion(renderToStaticMarkup(translated(<InboxRowPlaceholders />)), renderToStaticMarkup(translated(<InboxRowsTemplate />)));
  return markup.replace(slot, () => `<div class="${ROWS_SLOT_CLASS}">${region}</div>`);
}
