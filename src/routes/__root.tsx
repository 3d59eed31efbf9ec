import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import type { RouterContext } from "@/app/router";
import { ErrorDialogHost } from "@/components/error-dialog/error-dialog-host";
import { NotificationHost } from "@/components/notifications/notification-host";
import { UpdatePrompt } from "@/components/update-prompt/update-prompt";
import { NotFoundScreen } from "@/components/screens/not-found-screen";
import { RouteErrorScreen } from "@/components/screens/route-error-screen";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
  errorComponent: RouteErrorScreen,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <NotificationHost />
      <ErrorDialogHost />
      <UpdatePrompt />
    </>
  );
}
