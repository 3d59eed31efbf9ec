/**
 * Signs in through the API with a Playwright request client (a page's or a context's: it
 * shares their cookie jar, so the session cookie lands in the browser) without loading any
 * page: GET /api/v1/auth/authorize for a challenge and the CSRF token, then
 * POST /api/v1/auth/sso/login (flow 1 of contract/DECISIONS.md). Used by the benchmark and
 * the end-to-end fixtures.
 */
export async function signInThroughApi(request, username, password) {
  const authorize = await request.get("/api/v1/auth/authorize", { maxRedirects: 0 });
  const location = authorize.headers()["location"];
  const csrf = authorize.headers()["x-csrf-token"];
  if (!location || !csrf) {
    throw new Error(`GET /api/v1/auth/authorize answered ${authorize.status()} without Location or X-CSRF-TOKEN`);
  }
  const challenge = new URL(location, "http://x").searchParams.get("login_challenge");
  if (!challenge) throw new Error(`no login_challenge in the authorize redirect (${location})`);
  const login = await request.post("/api/v1/auth/sso/login", {
    headers: { "X-CSRF-TOKEN": csrf },
    data: { username, password, challenge },
  });
  if (!login.ok()) {
    throw new Error(`POST /api/v1/auth/sso/login answered ${login.status()}: ${(await login.text()).slice(0, 300)}`);
  }
}
