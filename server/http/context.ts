/** Types shared by the HTTP layer: what every handler can reach. */
import type { SessionRecord } from "../auth/session-store";
import type { Role, UserType } from "../auth/roles";
import type { SignInThrottle } from "../auth/sign-in-throttle";
import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import type { TrustedProxies } from "./forwarded";

export interface AppDeps {
  db: Db;
  /** Current time in epoch milliseconds (injectable so tests need not wait). */
  now: () => number;
  /** Mode, public origins, external systems, limits (server/config.ts). */
  config: AppConfig;
  /** The peers whose X-Forwarded-* headers count. */
  proxies: TrustedProxies;
  /** Failed sign-ins per user name and address, and per address. */
  throttle: SignInThrottle;
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
    /** Test hooks only (server/sandbox/faults.ts, mode `checksum`): this call's upload is taken as changed on the way. */
    uploadAltered?: boolean;
  };
}
