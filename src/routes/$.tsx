import { createFileRoute } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { ChakraRoot, loadDesignSystem } from "@/components/design-system/chakra-root";
import { LazyNotFoundScreen } from "@/components/screens/lazy-screens";
import { NotFoundScreen } from "@/components/screens/not-found-screen";
import { AppShell } from "@/features/shell/components/app-shell";
import { contentQueries } from "@/lib/content";
import { loadSessionUser } from "./-session-guard";

/**
 * Any path no other route matches. Signed in, the not-found screen is shown inside the shell
 * (header, menu, language switch); signed out, on its own page. Unlike /_authenticated, nobody
 * is sent to sign in.
 */
export const Route = createFileRoute("/$")({
  beforeLoad: async ({ context }) => {
    const user = await loadSessionUser(context.queryClient).catch(() => null);
    if (user) await loadDesignSystem();
    return { user };
  },
  loader: async ({ context }) =>
    context.user ? await context.queryClient.ensureQueryData({ ...contentQueries.globals(), revalidateIfStale: true }).catch(() => null) : null,
  component: UnknownPath,
});

function UnknownPath() {
  const { user } = Route.useRouteContext();
  const globals = Route.useLoaderData();
  const { i18n } = useLingui();
  if (!user || !globals) return <LazyNotFoundScreen />;
  return (
    <ChakraRoot>
      <AppShell user={user} globals={globals} language={i18n.locale}>
        <NotFoundScreen inShell />
      </AppShell>
    </ChakraRoot>
  );
}
