import { createFileRoute, getRouteApi, redirect, useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { ChildAccountsPanel } from "@/features/child-accounts/components/child-accounts-panel";
import { MyAccountScreen } from "@/features/my-account/components/my-account-screen";
import { allowedTab, DEFAULT_TAB } from "@/features/my-account/tabs";

const layout = getRouteApi("/_authenticated");

/**
 * /my-account/{tab}: an unknown tab, or child-accounts for a non-administrator, goes to
 * login-details (spec 1 §2). The child-accounts panel comes from its own feature.
 */
export const Route = createFileRoute("/_authenticated/my-account/$tab")({
  beforeLoad: ({ context, params }) => {
    if (!allowedTab(context.user, params.tab)) {
      throw redirect({ to: "/my-account/$tab", params: { tab: DEFAULT_TAB }, replace: true });
    }
  },
  component: MyAccountRoute,
});

function MyAccountRoute() {
  const { user } = Route.useRouteContext();
  const { tab } = Route.useParams();
  const globals = layout.useLoaderData();
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const current = allowedTab(user, tab);
  if (!current) return null;
  return (
    <MyAccountScreen
      user={user}
      globals={globals}
      language={i18n.locale}
      tab={current}
      childAccounts={<ChildAccountsPanel user={user} authorities={globals.authorities} />}
      onTabChange={(next) => void navigate({ to: "/my-account/$tab", params: { tab: next } })}
    />
  );
}
