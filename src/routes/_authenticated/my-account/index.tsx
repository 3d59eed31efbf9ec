import { createFileRoute, redirect } from "@tanstack/react-router";

/** /my-account without a tab: the login-details tab (spec 1 §2). */
export const Route = createFileRoute("/_authenticated/my-account/")({
  beforeLoad: () => {
    throw redirect({ to: "/my-account/$tab", params: { tab: "login-details" }, replace: true });
  },
});
