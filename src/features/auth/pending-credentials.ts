/** The pending credentials moved to shared code (registration and verification use them too). */
export { clearPendingCredentials, readPendingCredentials, storePendingCredentials, type PendingCredentials } from "@/lib/session/pending-credentials";
