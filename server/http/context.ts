/** Types shared by the HTTP layer: what every handler can reach. */
import type { SessionRecord } from "../auth/session-store";
import type { Role, UserType } from "../auth/roles";
import type { Db } from "../db/client";

export interface AppDeps {
  db: Db;
  /** Current time in epoch milliseconds (injectable so tests need not wait). */
  now: () => number;
}

/** The signed-in user of a session, loaded on every /api/v1 request. */
export interface Principal {
  userId: number;
  username: string;
  userType: UserType;
  parentUserId: number | null;
  roles: Role[];
}

export interface SessionState {
  /** Cookie value (the raw session id). */
  id: string;
  record: SessionRecord;
  principal: Principal | null;
  /** The cookie value the request came with, if any. */
  incomingId: string | undefined;
  /** Set when the request ended the session and opened a new anonymous one (logout). */
  ended: boolean;
}

export interface AppEnv {
  Variables: {
    session: SessionState;
  };
}
