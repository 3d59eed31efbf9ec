import { createFileRoute, getRouteApi, redirect } from "@tanstack/react-router";
import { ServiceCatalogueScreen } from "@/features/online-services/components/service-catalogue-screen";
import { permittedService, type Service } from "@/features/online-services/rules";

const authenticated = getRouteApi("/_authenticated");

/** /online-services/{service}: trademark or design; anything else goes to the first permitted. */
export const Route = createFileRoute("/_authenticated/online-services/$service/")({
  beforeLoad: ({ context, params }) => {
    const service = permittedService(params.service, context.user);
    if (!service) throw redirect({ to: "/", replace: true });
    if (service !== params.service) throw redirect({ to: "/online-services/$service", params: { service }, replace: true });
  },
  component: ServiceRoute,
});

function ServiceRoute() {
  const { user } = Route.useRouteContext();
  const { service } = Route.useParams();
  const globals = authenticated.useLoaderData();
  return <ServiceCatalogueScreen user={user} globals={globals} service={service as Service} />;
}
