/**
 * URLs of the API. Calls name paths relative to `/api/v1`; a path that already starts
 * with `/api/` (globals' `ipo.logoutUrl` is `/api/v1/auth/logout/challenge`) is used as
 * given. Only this origin is reachable: absolute URLs are refused.
 */
export const API_PREFIX = "/api/v1";
export const API_PREFIX_PATTERN = /^\/api\/v1(?=\/|$)/;

export type QueryValue = string | number | boolean;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[] | null | undefined>;

function isQueryList(value: QueryValue | readonly QueryValue[]): value is readonly QueryValue[] {
  return Array.isArray(value);
}

export function apiUrl(path: string, query?: QueryParams): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith("//")) {
    throw new Error(`apiRequest only reaches this origin's API, not ${path}`);
  }
  const base = path.startsWith("/api/") ? path : `${API_PREFIX}${path.startsWith("/") ? "" : "/"}${path}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    for (const item of isQueryList(value) ? value : [value]) params.append(name, String(item));
  }
  const search = params.toString();
  if (!search) return base;
  return `${base}${base.includes("?") ? "&" : "?"}${search}`;
}
