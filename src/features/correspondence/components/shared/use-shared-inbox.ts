/**
 * What the inbox and the thread need of the shared inbox (decision 85): the account's
 * correspondence users and their names, whether this session may change anything (and why
 * not), the queued changes overlaid on the office's values (the new assignee shows at once,
 * "waiting on this device" until the office has it), and the user told when a colleague's
 * change meanwhile won.
 */
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useNotify } from "@/components/notifications/use-notify";
import type { SessionUser } from "@/lib/api";
import type { SharedDelivery } from "../../outbox/shared-inbox";
import { assignLetter, markHandled, sharedInboxQueries, usePendingShared, type PendingShared, type SharedFields } from "../../api/shared-inbox";
import type { CorrespondenceMessage } from "../../api/schemas";
import { replyRefusal, type ReplyRefusal } from "../../rules";

export interface SharedInbox {
  userId: number;
  /** null: this session may assign, mark and write notes; else why not. */
  refusal: ReplyRefusal | null;
  users: { userId: number; fullName: string }[];
  nameOf: (userId: number) => string;
  pending: PendingShared;
  /** Reads the queue again after this page queued a change. */
  refresh: () => void;
  /** The assignee to show: the queued one, else the office's. */
  assigneeOf: (message: Pick<CorrespondenceMessage, "id" | "assigneeUserId">) => number | null;
  handledOf: (message: Pick<CorrespondenceMessage, "id" | "handled">) => boolean;
  /** A change of the letter waits on this device. */
  waiting: (messageId: number) => boolean;
  /**
   * Assigns the letter (null: to nobody) or marks it, through the outbox; shown at once. Rejects
   * when the outbox could not take it (the change is then no longer shown).
   */
  assign: (message: SharedLetter, assigneeUserId: number | null) => Promise<void>;
  mark: (message: SharedLetter, handled: boolean) => Promise<void>;
}

type SharedLetter = Pick<CorrespondenceMessage, "id" | "subject" | "receivedDate" | "assigneeUserId" | "handled">;

/** The office's handled mark as a flag (decision 85: a mark object, or null when not handled). */
function isHandled(message: Pick<CorrespondenceMessage, "handled">): boolean {
  return message.handled !== null && message.handled !== undefined;
}

/** One empty list while the users are not known: the same value from render to render (rows compare it). */
const NO_USERS: SharedInbox["users"] = [];

export function useSharedInbox(user: SessionUser): SharedInbox {
  const { t } = useLingui();
  const notify = useNotify();
  const refusal = replyRefusal(user);
  const users = useQuery(sharedInboxQueries.users()).data ?? NO_USERS;
  const nameOf = (userId: number) => users.find((u) => u.userId === userId)?.fullName ?? t`a former colleague`;
  const tell = (delivery: SharedDelivery) => {
    const subject = delivery.subject;
    for (const conflict of delivery.conflicts) {
      let now: string;
      if (conflict.field === "handled") now = conflict.office ? t`it is marked handled` : t`it is no longer marked handled`;
      else if (conflict.office === null) now = t`nobody is assigned`;
      else {
        const name = nameOf(conflict.office);
        now = t`it is assigned to ${name}`;
      }
      notify({ message: t`A colleague changed "${subject}" meanwhile: ${now}. Your change was not saved.`, type: "warning", duration: 12_000 });
    }
  };
  const { pending, refresh, assume } = usePendingShared(refusal === null, tell);
  const queue = (messageId: number, fields: SharedFields, work: () => Promise<void>) => {
    assume(messageId, fields);
    return work().then(refresh, (error: unknown) => {
      refresh();
      throw error;
    });
  };
  return {
    userId: user.userId,
    refusal,
    users,
    nameOf,
    pending,
    refresh,
    assigneeOf: (message) => {
      const queued = pending.letters.get(message.id);
      return queued?.assigneeUserId !== undefined ? queued.assigneeUserId : (message.assigneeUserId ?? null);
    },
    handledOf: (message) => pending.letters.get(message.id)?.handled ?? isHandled(message),
    waiting: (messageId) => pending.letters.has(messageId),
    // `shown` (the base of decision 85's conflict check) is the office's value on screen.
    assign: (message, assigneeUserId) => queue(message.id, { assigneeUserId }, () => assignLetter(message, assigneeUserId, message.assigneeUserId ?? null)),
    mark: (message, handled) => queue(message.id, { handled }, () => markHandled(message, handled, isHandled(message))),
  };
}
