/**
 * The dashboard `/` (spec 2 §2): welcome with the user's full name, what waits for the user,
 * the recent applications and the registers-update dialog.
 */
import { Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { SessionUser } from "@/lib/api";
import { hasIpRightRole } from "@/lib/session";
import { PendingActions } from "./pending-actions";
import { RecentApplications } from "./recent-applications";
import { RegistersUpdateDialog } from "./registers-update-dialog";
import { WelcomeScreen } from "./welcome-screen";

/** `deadlines`: the "Replies due" card, given by the route (features do not import each other). */
export function DashboardScreen({ user, deadlines }: { user: SessionUser; deadlines?: ReactNode }) {
  return (
    <Stack gap="8">
      <WelcomeScreen user={user} />
      {deadlines}
      {hasIpRightRole(user) ? <PendingActions user={user} /> : null}
      <RecentApplications user={user} />
      <RegistersUpdateDialog />
    </Stack>
  );
}
