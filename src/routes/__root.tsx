import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import type { RouterContext } from "@/app/router";
import { ErrorDialogHost } from "@/components/error-dialog/error-dialog-host";
import { NotificationHost } from "@/components/notifications/notification-host";
import { UpdatePrompt } from "@/components/update-prompt/update-prompt";
import { LazyNotFoundScreen, LazyRouteErrorScreen } from "@/components/screens/lazy-screens";
import { lazy, Suspense } from "react";

// Off the sign-in page's first load (its JS budget): the title follows a moment later.
const DocumentTitle = lazy(() => import("@/lib/navigation/document-title").then((module) => ({ default: module.DocumentTitle })));

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: LazyNotFoundScreen,
  errorComponent: LazyRouteErrorScreen,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <DocumentTitle />
      </Suspense>
      <NotificationHost />
      <ErrorDialogHost />
      <UpdatePrompt />
    </>
  );
}
