import { createFileRoute, getRouteApi, notFound, redirect } from "@tanstack/react-router";
import { ServiceCatalogueScreen } from "@/features/online-services/components/service-catalogue-screen";
import { permittedService, serviceOfSegment, type Service } from "@/features/online-services/rules";

const authenticated = getRouteApi("/_authenticated");

/** /online-services/{service}: trademark or design (plural menu paths redirect; other segments are not found); a service without its role goes to the first permitted. */
export const Route = createFileRoute("/_authenticated/online-services/$service/")({
  beforeLoad: ({ context, params }) => {
    const named = serviceOfSegment(params.service);
    if (!named) throw notFound();
    const service = permittedService(named, context.user);
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
