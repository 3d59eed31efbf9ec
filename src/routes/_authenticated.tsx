import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import { ChakraRoot, loadDesignSystem } from "@/components/design-system/chakra-root";
import { FreshnessStatus } from "@/components/offline/freshness-status";
import { ScreenBoundary } from "@/components/offline/screen-boundary";
import { CorrespondenceBackground, ExpiringNotice } from "@/features/correspondence/components/correspondence-background";
import { AppShell } from "@/features/shell/components/app-shell";
import { SectionRefusedNotice } from "@/features/shell/components/section-refused-notice";
import { contentQueries } from "@/lib/content";
import { showSessionLanguage } from "@/lib/i18n";
import "./-counts";
import { loadSessionUser, startScreensEarly } from "./-session-guard";

/**
 * Every signed-in screen: guard (signed-out visitors go to /login; the last user of the device
 * opens the shell at once, see ./-session-guard.ts), globals, the shell, and the freshness of
 * the screen's data (its age, "updating", "could not reach the office").
 */
export const Route = createFileRoute("/_authenticated")({
  beforeLoad: async ({ context, matches }) => {
    // Without a last user on the device, the screen's first data is asked for beside the session.
    const coldStart = () => startScreensEarly(context.queryClient, matches);
    const [user] = await Promise.all([loadSessionUser(context.queryClient, coldStart), loadDesignSystem()]);
    if (!user) throw redirect({ to: "/login", replace: true });
    // The screen renders in the account's language from its first frame (decision 39).
    await showSessionLanguage(user);
    return { user };
  },
  loader: async ({ context }) => {
    // The device's copy when there is one (refreshed in the background when stale).
    const globals = await context.queryClient.ensureQueryData({ ...contentQueries.globals(), revalidateIfStale: true });
    // The expiring-messages check starts beside the screen's own data, but the screen does not
    // wait for it (a slow office held the first screen after sign-in up to 4 s): the
    // region's place is reserved at the top and filled when the answer comes, nothing moving
    // (src/features/correspondence/components/expiring-alert.tsx).
    void import("@/features/correspondence/expiring")
      .then(({ prefetchExpiring }) => prefetchExpiring(context.queryClient, context.user, globals))
      .catch(() => undefined);
    return globals;
  },
  component: AuthenticatedLayout,
});

function AuthenticatedLayout() {
  const { user } = Route.useRouteContext();
  // The badge stays current while the installed app is closed, where the browser allows it.
  useEffect(() => {
    void import("@/lib/offline/periodic-badge").then(({ registerBadgeSync }) => registerBadgeSync());
  }, []);
  const globals = Route.useLoaderData();
  const { i18n } = useLingui();
  return (
    <ChakraRoot>
      <AppShell user={user} globals={globals} language={i18n.locale}>
        <FreshnessStatus />
        <ExpiringNotice user={user} globals={globals} />
        <SectionRefusedNotice />
        <ScreenBoundary>
          <Outlet />
        </ScreenBoundary>
        <CorrespondenceBackground user={user} />
      </AppShell>
    </ChakraRoot>
  );
}
