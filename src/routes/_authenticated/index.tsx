import { createFileRoute } from "@tanstack/react-router";
import { WelcomeScreen } from "@/features/dashboard/components/welcome-screen";

export const Route = createFileRoute("/_authenticated/")({
  component: DashboardRoute,
});

function DashboardRoute() {
  const { user } = Route.useRouteContext();
  return <WelcomeScreen user={user} />;
}
