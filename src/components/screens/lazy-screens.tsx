/**
 * The root route's not-found and error screens, loaded with Chakra only when shown (the
 * root route is on every page's path, the plain sign-in page included).
 */
import { lazyInChakraRoot } from "@/components/design-system/chakra-root";

export const LazyNotFoundScreen = lazyInChakraRoot(() => import("./not-found-screen").then((module) => module.NotFoundPage));

export const LazyRouteErrorScreen = lazyInChakraRoot(() => import("./route-error-screen").then((module) => module.RouteErrorScreen));
