/**
 * What the correspondence feature runs in every signed-in screen (mounted by the
 * `_authenticated` layout): the expiring-messages alert (above the screen), and the outbox of reply drafts,
 * which delivers what an earlier visit left queued and tells the user when a queued reply
 * has actually been sent, or that something needs attention (./needs-attention.tsx, listed
 * below the screen); and the sync of the archive to the device and the start of its search index
 * (../archive). The outbox code
 * (IndexedDB) loads lazily.
 */
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { useNotify } from "@/components/notifications/use-notify";
import type { Globals, SessionUser } from "@/lib/api";
import { hasCorrespondenceRole } from "@/lib/session";
import { countQueryKeys } from "../counts/new-correspondence";
import { correspondenceKeys } from "../api/correspondence-queries";
import { useArchiveSync } from "../archive/use-archive-sync";
import { useDeviceIndexStart } from "../archive/use-device-index-start";
import { isCorrespondenceReadOnly } from "../rules";
import { ExpiringAlert } from "./expiring-alert";

const NeedsAttention = lazy(() => import("./needs-attention").then((module) => ({ default: module.NeedsAttention })));

export function CorrespondenceBackground({ user }: { user: SessionUser }) {
  if (!hasCorrespondenceRole(user)) return null;
  return (
    <>
      <ArchiveKeeper userId={user.userId} />
      {isCorrespondenceReadOnly(user) ? null : <OutboxKeeper userId={user.userId} />}
    </>
  );
}

/**
 * The device's copy of the archive follows the office (read-only accounts read it too); its
 * search index is opened once the app is idle, before the first search.
 */
function ArchiveKeeper({ userId }: { userId: number }) {
  useArchiveSync(userId);
  useDeviceIndexStart(userId);
  return null;
}

/** The expiring-messages alert, at the top of the screen (mounted above it by the layout). */
export function ExpiringNotice({ user, globals }: { user: SessionUser; globals: Globals }) {
  return hasCorrespondenceRole(user) ? <ExpiringAlert user={user} globals={globals} /> : null;
}

function OutboxKeeper({ userId }: { userId: number }) {
  const { t } = useLingui();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("../outbox/register-page").then(({ startCorrespondenceOutbox }) => {
      if (cancelled) return;
      stop = startCorrespondenceOutbox(userId).observe((event) => {
        if (event.type === "rejected") {
          notify({ message: t`The office refused queued work: see "Needs attention" below. Nothing you typed is lost.`, type: "warning", duration: 8000 });
          return;
        }
        if (event.type !== "delivered") return;
        if (event.entry.kind === "draft.send") notify({ message: t`Your reply was sent.`, type: "success" });
        if (event.entry.kind === "draft.save") return;
        // Delivered later than its own mutation settled (another drain held the queue): the lists
        // and the new-message count are read again now that the office has the change.
        void queryClient.invalidateQueries({ queryKey: correspondenceKeys.all });
        void queryClient.invalidateQueries({ queryKey: countQueryKeys.newCorrespondence() });
      });
      setStarted(true);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, notify, queryClient, t]);
  return started ? (
    <Suspense fallback={null}>
      <NeedsAttention />
    </Suspense>
  ) : null;
}
