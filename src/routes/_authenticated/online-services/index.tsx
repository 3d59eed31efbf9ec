import { createFileRoute, redirect } from "@tanstack/react-router";
import { permittedService } from "@/features/online-services/rules";

/** /online-services: the catalogue of the first permitted service. */
export const Route = createFileRoute("/_authenticated/online-services/")({
  beforeLoad: ({ context }) => {
    const service = permittedService(undefined, context.user);
    throw redirect(service ? { to: "/online-services/$service", params: { service }, replace: true } : { to: "/", replace: true });
  },
});
