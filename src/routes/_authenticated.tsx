import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { ChakraRoot, loadDesignSystem } from "@/components/design-system/chakra-root";
import { CorrespondenceBackground } from "@/features/correspondence/components/correspondence-background";
import { AppShell } from "@/features/shell/components/app-shell";
import { contentQueries } from "@/lib/content";
import { loadSessionUser } from "./-session-guard";

/** Every signed-in screen: guard (signed-out visitors go to /login), globals, the shell. */
export const Route = createFileRoute("/_authenticated")({
  beforeLoad: async ({ context }) => {
    const [user] = await Promise.all([loadSessionUser(context.queryClient), loadDesignSystem()]);
    if (!user) throw redirect({ to: "/login", replace: true });
    return { user };
  },
  loader: async ({ context }) => {
    const globals = await context.queryClient.ensureQueryData(contentQueries.globals());
    // The expiring-messages alert opens with the first screen, not later over the user's work.
    const { prefetchExpiring } = await import("@/features/correspondence/expiring");
    await prefetchExpiring(context.queryClient, context.user, globals);
    return globals;
  },
  component: AuthenticatedLayout,
});

function AuthenticatedLayout() {
  const { user } = Route.useRouteContext();
  const globals = Route.useLoaderData();
  const { i18n } = useLingui();
  return (
    <ChakraRoot>
      <AppShell user={user} globals={globals} language={i18n.locale}>
        <Outlet />
        <CorrespondenceBackground user={user} globals={globals} />
      </AppShell>
    </ChakraRoot>
  );
}
