import { createFileRoute } from "@tanstack/react-router";
import { NotFoundInShell } from "@/components/screens/not-found-screen";
import { requireAnyRole } from "../../-session-guard";

/** /online-services/*: trademark or design role, else back to / (spec 2 §2). */
export const Route = createFileRoute("/_authenticated/online-services")({
  beforeLoad: ({ context }) => requireAnyRole(context.user, ["ROLE_TRADEMARKS", "ROLE_DESIGNS"]),
  // A catalogue segment that does not exist (decision 40) is not found inside the shell.
  notFoundComponent: NotFoundInShell,
});
