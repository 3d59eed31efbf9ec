/**
 * The root route's not-found and error screens, loaded with Chakra only when shown (the
 * root route is on every page's path, the plain sign-in page included).
 */
import { lazy } from "react";
import { ChakraRoot } from "@/components/design-system/chakra-root";

const NotFound = lazy(() => import("./not-found-screen").then((module) => ({ default: module.NotFoundScreen })));
const RouteError = lazy(() => import("./route-error-screen").then((module) => ({ default: module.RouteErrorScreen })));

export function LazyNotFoundScreen() {
  return (
    <ChakraRoot>
      <NotFound />
    </ChakraRoot>
  );
}

export function LazyRouteErrorScreen({ error, reset }: { error: unknown; reset: () => void }) {
  return (
    <ChakraRoot>
      <RouteError error={error} reset={reset} />
    </ChakraRoot>
  );
}
