/**
 * The app's own lingui catalogs, compiled by `lingui compile --typescript` into
 * `src/locales/{locale}/messages.ts` (git-ignored; `npm run build` compiles first). Each
 * catalog is its own lazily loaded chunk. A locale without a compiled catalog gets an
 * empty one, so the macros' source texts (English) show instead.
 */
import type { Messages } from "@lingui/core";

const catalogs = import.meta.glob<Messages>("../../locales/*/messages.ts", { import: "messages" });

export async function loadAppCatalog(locale: string): Promise<Messages> {
  const load = catalogs[`../../locales/${locale}/messages.ts`];
  if (!load) {
    console.warn(`No compiled catalog for "${locale}"; run npm run i18n:compile`);
    return {};
  }
  return load();
}
