/**
 * Build-time rendering of the sign-in page (run in Node by scripts/prerender-sign-in.ts
 * after `vite build`): the real route tree at `path`, in `language`, with the globals the
 * build knows, rendered to HTML. The server sends that markup inside `#root`, so the page
 * paints before any script runs; `src/main.tsx` then renders the same tree over it
 * (./takeover.ts keeps what the visitor typed meanwhile).
 *
 * The state rendered is that of a page without a login challenge: both sign-in buttons
 * are disabled, so the form can never be submitted natively (the password would land in
 * the URL) before the app has taken over.
 */
import { createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { AppRoot } from "@/app/app-root";
import { createAppRouter } from "@/app/router";
import type { Globals } from "@/lib/api";
import { contentQueries } from "@/lib/content";
import { i18n, loadAppCatalog } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query/query-client";

export async function renderSignIn(path: string, language: string, globals: Globals): Promise<string> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(contentQueries.globals().queryKey, globals);
  i18n.loadAndActivate({ locale: language, messages: await loadAppCatalog(language) });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const html = renderToString(
    <AppRoot i18n={i18n} queryClient={queryClient} router={router} />,
  );
  queryClient.clear();
  // The router's scroll-restoration snippet: the CSP forbids inline scripts, and the app
  // restores scrolling itself once it has taken over.
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}
