import { createFileRoute, redirect } from "@tanstack/react-router";

/** The password-reset menu entry (spec 1 §2): the reset request lives at /forgotten-login. */
export const Route = createFileRoute("/reset-password")({
  beforeLoad: () => {
    throw redirect({ to: "/forgotten-login", replace: true });
  },
});
