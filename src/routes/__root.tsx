import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import type { RouterContext } from "@/app/router";
import { ErrorDialogHost } from "@/components/error-dialog/error-dialog-host";
import { NotificationHost } from "@/components/notifications/notification-host";
import { UpdatePrompt } from "@/components/update-prompt/update-prompt";
import { LazyNotFoundScreen, LazyRouteErrorScreen } from "@/components/screens/lazy-screens";
import { DocumentTitle } from "@/lib/navigation/document-title";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: LazyNotFoundScreen,
  errorComponent: LazyRouteErrorScreen,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <DocumentTitle />
      <NotificationHost />
      <ErrorDialogHost />
      <UpdatePrompt />
    </>
  );
}
