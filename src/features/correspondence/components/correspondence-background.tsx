/**
 * What the correspondence feature runs in every signed-in screen (mounted by the
 * `_authenticated` layout): the expiring-messages alert, and the outbox of reply drafts,
 * which delivers what an earlier visit left queued and tells the user when a queued reply
 * has actually been sent. The outbox code (IndexedDB) loads lazily.
 */
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNotify } from "@/components/notifications/use-notify";
import type { Globals, SessionUser } from "@/lib/api";
import { hasCorrespondenceRole } from "@/lib/session";
import { correspondenceKeys } from "../api/correspondence-queries";
import { isCorrespondenceReadOnly } from "../rules";
import { ExpiringAlert } from "./expiring-alert";

export function CorrespondenceBackground({ user, globals }: { user: SessionUser; globals: Globals }) {
  if (!hasCorrespondenceRole(user)) return null;
  return (
    <>
      {isCorrespondenceReadOnly(user) ? null : <OutboxKeeper userId={user.userId} />}
      <ExpiringAlert user={user} globals={globals} />
    </>
  );
}

function OutboxKeeper({ userId }: { userId: number }) {
  const { t } = useLingui();
  const notify = useNotify();
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("../drafts/outbox-service").then(({ startOutbox }) => {
      if (cancelled) return;
      stop = startOutbox(userId).subscribe((event) => {
        if (event.type !== "delivered" || event.entry.kind !== "draft.send") return;
        notify({ message: t`Your reply was sent.`, type: "success" });
        void queryClient.invalidateQueries({ queryKey: correspondenceKeys.all });
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, notify, queryClient, t]);
  return null;
}
