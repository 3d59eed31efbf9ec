/**
 * Loader of the signed-out pages other than sign-in: the globals (languages, links) and
 * the design system, so the page renders complete at once.
 */
import type { RouterContext } from "@/app/router";
import { loadDesignSystem } from "@/components/design-system/chakra-root";
import type { Globals } from "@/lib/api";
import { contentQueries } from "@/lib/content";

export async function loadSignedOutPage({ context }: { context: RouterContext }): Promise<Globals> {
  const [globals] = await Promise.all([context.queryClient.ensureQueryData(contentQueries.globals()), loadDesignSystem()]);
  return globals;
}
