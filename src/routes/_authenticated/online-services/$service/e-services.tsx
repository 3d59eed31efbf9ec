import { createFileRoute, getRouteApi, notFound, redirect, useNavigate } from "@tanstack/react-router";
import { EservicesScreen } from "@/features/online-services/components/eservices-screen";
import { isCategoryTab, permittedService, serviceOfSegment, type CategoryTab, type Service } from "@/features/online-services/rules";

const authenticated = getRouteApi("/_authenticated");

interface EservicesSearch {
  category?: CategoryTab;
}

/** /online-services/{service}/e-services: the category tab lives in the search params. */
export const Route = createFileRoute("/_authenticated/online-services/$service/e-services")({
  validateSearch: (raw: Record<string, unknown>): EservicesSearch =>
    isCategoryTab(raw.category) && raw.category !== "all" ? { category: raw.category } : {},
  beforeLoad: ({ context, params }) => {
    const named = serviceOfSegment(params.service);
    if (!named) throw notFound();
    const service = permittedService(named, context.user);
    if (!service) throw redirect({ to: "/", replace: true });
    if (service !== params.service) throw redirect({ to: "/online-services/$service/e-services", params: { service }, replace: true });
  },
  component: EservicesRoute,
});

function EservicesRoute() {
  const { user } = Route.useRouteContext();
  const { service } = Route.useParams();
  const { category } = Route.useSearch();
  const globals = authenticated.useLoaderData();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <EservicesScreen
      user={user}
      globals={globals}
      service={service as Service}
      category={category ?? "all"}
      onCategoryChange={(next) => void navigate({ search: next === "all" ? {} : { category: next } })}
    />
  );
}
