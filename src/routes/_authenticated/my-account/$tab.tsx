import { createFileRoute, getRouteApi, redirect, useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { childQueries, FIRST_CHILD_PAGE } from "@/features/child-accounts/api/child-queries";
import { ChildAccountsPanel } from "@/features/child-accounts/components/child-accounts-panel";
import { accountQueries } from "@/features/my-account/api/account-queries";
import { MyAccountScreen } from "@/features/my-account/components/my-account-screen";
import { allowedTab, DEFAULT_TAB } from "@/features/my-account/tabs";
import { loadScreenData } from "@/lib/query/screen-data";

const layout = getRouteApi("/_authenticated");

/**
 * /my-account/{tab}: an unknown tab, or child-accounts for a non-administrator, goes to
 * login-details (spec 1 §2); the latter is told why there (`sectionRefused`). The child-accounts panel comes from its own feature. The loader
 * makes the profile details or the first page of child accounts ready, from the device first.
 */
export const Route = createFileRoute("/_authenticated/my-account/$tab")({
  beforeLoad: ({ context, params }) => {
    if (!allowedTab(context.user, params.tab)) {
      // Child accounts the roles do not open: said on the tab the user lands on.
      const state = params.tab === "child-accounts" ? { sectionRefused: "child-accounts" as const } : undefined;
      throw redirect({ to: "/my-account/$tab", params: { tab: DEFAULT_TAB }, replace: true, state });
    }
  },
  loader: ({ context, params }) => {
    if (params.tab === "profile-details") return loadScreenData(context.queryClient, [accountQueries.details(context.user.userName)]);
    if (params.tab === "child-accounts") return loadScreenData(context.queryClient, [childQueries.page(FIRST_CHILD_PAGE)]);
    return undefined;
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
