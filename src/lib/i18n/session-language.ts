/**
 * Decision 39: signed out, the interface uses the device's choice (`ipo.language`); once signed
 * in, the session user's `language` when the office supports it. Switching while signed in
 * saves the choice to the account (`PUT /account/language`) rather than to the device, so the
 * header switch and the preference never disagree, and logout (a full reload into the signed-out
 * app) returns to the device's choice.
 */
import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { refreshSessionUser } from "@/lib/session";
import { activateLanguage } from "./activate";

/**
 * The signed-in switch: saves the language to the account, refreshes the session user and
 * shows it. `saveToAccount` false (a read-only session, which may not write) only shows it.
 */
export async function chooseAccountLanguage(language: string, queryClient: QueryClient, saveToAccount: boolean): Promise<void> {
  if (saveToAccount) {
    await apiRequest({ method: "PUT", path: "/account/language", json: { language }, schema: "void" });
    // The next screen reads the user from the cache at once; the office confirms it.
    await refreshSessionUser(queryClient, (user) => ({ ...user, language }));
  }
  await activateLanguage(language);
}
