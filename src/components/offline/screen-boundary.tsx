/**
 * Around the signed-in screens (inside the shell, which stays): a screen whose loader found
 * no copy on the device and no answer from the office (`NeedsConnectionError`) shows "needs a
 * connection" with Retry; any other failure shows the route error screen.
 *
 * The boundary is cleared when the screen it shows changes: the leaf route match the router
 * renders, not the address. The address changes when a navigation starts, while the failed
 * screen is still the one rendered until the next screen's loader is done: cleared then, the
 * boundary caught the old screen's error again under the new address and kept it over the new
 * screen once that loaded from the device (the inbox, reached through the menu from
 * a dashboard without a copy, said "no copy of this page").
 */
import { CatchBoundary, useRouter, useRouterState, type ErrorComponentProps } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { RouteErrorScreen } from "@/components/screens/route-error-screen";
import { isNeedsConnectionError } from "@/lib/query/screen-data";
import { NeedsConnectionScreen } from "./needs-connection-screen";

function ScreenError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (!isNeedsConnectionError(error)) return <RouteErrorScreen error={error} reset={reset} />;
  // Loads the route again; the boundary shows the screen, or this again if it still fails.
  const retry = () => void router.invalidate().finally(reset);
  return <NeedsConnectionScreen onRetry={retry} />;
}

/** The screen rendered now: the leaf match's id (route, params, loader deps) and its outcome. */
function useRenderedScreen(): string {
  return useRouterState({
    select: (state) => {
      const leaf = state.matches.at(-1);
      return leaf ? `${leaf.id}|${leaf.status}|${leaf.updatedAt}` : "";
    },
  });
}

export function ScreenBoundary({ children }: { children: ReactNode }) {
  const screen = useRenderedScreen();
  return (
    <CatchBoundary getResetKey={() => screen} errorComponent={ScreenError}>
      {children}
    </CatchBoundary>
  );
}
