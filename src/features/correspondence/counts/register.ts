/**
 * The correspondence feature's counts (./new-correspondence.ts, ./due-replies.ts) as the
 * count registry knows them (src/lib/counts/registry.ts): shown to users with a correspondence
 * role, asked of the office at once. No React: the service worker registers them
 * (sw/periodic-sync.ts); the page adds their polled queries (./register-page.ts).
 */
import { apiRequest } from "@/lib/api";
import { CountResponseSchema } from "@/lib/api/contract";
import { COUNTS, registerCount, type CountSource } from "@/lib/counts/registry";
import { hasCorrespondenceRole } from "@/lib/session/roles";
import { dueRepliesCount, feedAlarms } from "./due-replies";

export const NEW_CORRESPONDENCE_PATH = "/correspondences/message/incoming/new";

export const newCorrespondenceSource: CountSource = {
  name: COUNTS.newCorrespondence,
  appliesTo: hasCorrespondenceRole,
  fetch: (_user, signal) => apiRequest({ path: NEW_CORRESPONDENCE_PATH, schema: CountResponseSchema, signal, redirectOn401: false }).then((r) => r.count),
};

export const dueRepliesSource: CountSource = {
  name: COUNTS.dueReplies,
  appliesTo: hasCorrespondenceRole,
  fetch: async (_user, signal) => dueRepliesCount(await feedAlarms(signal), new Date(), signal),
};

export function registerCorrespondenceCounts(): void {
  registerCount(newCorrespondenceSource);
  registerCount(dueRepliesSource);
}
