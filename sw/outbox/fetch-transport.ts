/**
 * Delivery with plain `fetch`, for the service worker's Background Sync (no app code there).
 * The CSRF token and the session user come from `GET /auth/me` (every /api/v1 answer carries
 * `X-CSRF-TOKEN`, and the token lives as long as the session, so replays are possible).
 */
import { ALREADY_SENT, classifyStatus, sentSomethingElse } from "./classify";
import { requestFor } from "./requests";
import type { DeliveryResult, OutboxEntry } from "./types";

export const API_BASE = "/api/v1";

export interface SessionProbe {
  userId: number;
  csrf: { name: string; value: string } | null;
}

/** The signed-in user and the CSRF token, or null without a session (or a connection). */
export async function probeSession(fetcher: typeof fetch = fetch): Promise<SessionProbe | null> {
  try {
    const response = await fetcher(`${API_BASE}/auth/me`, { credentials: "same-origin", cache: "no-store", headers: { Accept: "application/json" } });
    if (!response.ok) return null;
    const user = (await response.json()) as { userId?: unknown; impersonatedUser?: unknown };
    if (typeof user.userId !== "number" || user.impersonatedUser) return null;
    const name = response.headers.get("X-CSRF-HEADER-NAME") ?? "X-CSRF-TOKEN";
    const value = response.headers.get("X-CSRF-TOKEN");
    return { userId: user.userId, csrf: value ? { name, value } : null };
  } catch {
    return null;
  }
}

async function errorKey(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { description?: unknown };
    return typeof body.description === "string" ? body.description : `http.${response.status}`;
  } catch {
    return `http.${response.status}`;
  }
}

export function createFetchTransport(session: SessionProbe, fetcher: typeof fetch = fetch) {
  return async (entry: OutboxEntry): Promise<DeliveryResult> => {
    const request = requestFor(entry);
    const headers = new Headers(request.headers);
    headers.set("Accept", "application/json");
    if (session.csrf) headers.set(session.csrf.name, session.csrf.value);
    let body: BodyInit | undefined = request.multipart;
    if (request.json !== undefined) {
      body = JSON.stringify(request.json);
      if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
    }
    let response: Response;
    try {
      response = await fetcher(`${API_BASE}${request.path}`, { method: request.method, headers, body, credentials: "same-origin", cache: "no-store" });
    } catch {
      return { status: "retry", error: "network" };
    }
    if (response.ok) {
      const text = await response.text().catch(() => "");
      let parsed: unknown = null;
      try {
        parsed = text ? (JSON.parse(text) as unknown) : null;
      } catch {
        parsed = null;
      }
      if (entry.kind === "draft.send" && sentSomethingElse(entry.payload.body, parsed)) return { status: "rejected", error: ALREADY_SENT, httpStatus: 409 };
      return { status: "delivered", response: parsed };
    }
    const error = await errorKey(response);
    const kind = classifyStatus(response.status, error);
    if (kind === "rejected") return { status: "rejected", error, httpStatus: response.status };
    return { status: kind, error };
  };
}
