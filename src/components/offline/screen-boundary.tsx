/**
 * Around the signed-in screens (inside the shell, which stays): a screen whose loader found
 * no copy on the device and no answer from the office (`NeedsConnectionError`) shows "needs a
 * connection" with Retry; any other failure shows the route error screen. A navigation to
 * another URL clears it.
 */
import { CatchBoundary, useLocation, useRouter, type ErrorComponentProps } from "@tanstack/react-router";
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

export function ScreenBoundary({ children }: { children: ReactNode }) {
  const href = useLocation({ select: (location) => location.href });
  return (
    <CatchBoundary getResetKey={() => href} errorComponent={ScreenError}>
      {children}
    </CatchBoundary>
  );
}
