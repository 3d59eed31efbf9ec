import { createFileRoute, redirect, useNavigate } from "@tanstack/react-router";
import { FIRST_HISTORY_REQUEST, paymentsQueries } from "@/features/payments/api/payments-queries";
import { PaymentsScreen } from "@/features/payments/components/payments-screen";
import { isPaymentTab, validatePaymentsSearch, type PaymentsSearch } from "@/features/payments/tabs";
import { contentQueries } from "@/lib/content";
import { loadScreenData } from "@/lib/query/screen-data";
import { requireAnyRole } from "../../-session-guard";

/**
 * /payments/{tab}: ROLE_PAYMENTS only; the tab is shopping-cart or history, anything else goes
 * to / (spec 2 §2). `paymentCompleted=1` is the provider's return after a paid order. The
 * loader makes the tab's list ready (the cart, or the history's first page) from the device first.
 */
export const Route = createFileRoute("/_authenticated/payments/$tab")({
  validateSearch: (raw: Record<string, unknown>): PaymentsSearch => validatePaymentsSearch(raw),
  beforeLoad: ({ context, params }) => {
    requireAnyRole(context.user, ["ROLE_PAYMENTS"]);
    if (!isPaymentTab(params.tab)) throw redirect({ to: "/", replace: true });
  },
  loader: ({ context, params }) =>
    loadScreenData(context.queryClient, [
      contentQueries.filters(),
      params.tab === "shopping-cart" ? paymentsQueries.cart() : paymentsQueries.history(FIRST_HISTORY_REQUEST),
    ]),
  component: PaymentsRoute,
});

function PaymentsRoute() {
  const { user } = Route.useRouteContext();
  const { tab } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate();
  if (!isPaymentTab(tab)) return null;
  return (
    <PaymentsScreen
      key={tab}
      user={user}
      tab={tab}
      paymentCompleted={search.paymentCompleted === 1}
      onTabChange={(next) => void navigate({ to: "/payments/$tab", params: { tab: next } })}
    />
  );
}
