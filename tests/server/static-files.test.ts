import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { request } from "node:http";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAINT_FIRST_SCRIPT_SOURCE } from "../../server/http/paint-first";
import { startTestServer, type TestServer } from "./support/test-server";

const CSP =
  `default-src 'self'; script-src 'self' ${PAINT_FIRST_SCRIPT_SOURCE}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; ` +
  "connect-src 'self'; worker-src 'self'; frame-src 'self' blob:; manifest-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'";

const INDEX = `<!doctype html><html lang="lt"><head><title>IP office</title><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div>${" ".repeat(400)}</body></html>`;
const SCRIPT = `export const message = "${"compress me ".repeat(500)}";\n`;

let server: TestServer;
let dir: string;
let dist: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "ipo-static-"));
  dist = join(dir, "dist");
  mkdirSync(join(dist, "assets"), { recursive: true });
  writeFileSync(join(dist, "index.html"), INDEX);
  writeFileSync(join(dist, "assets", "app-abc123.js"), SCRIPT);
  writeFileSync(join(dist, "sw.js"), `self.addEventListener("fetch", () => {});${" ".repeat(300)}`);
  writeFileSync(join(dist, "manifest.webmanifest"), JSON.stringify({ name: "IP office", icons: [] }));
  writeFileSync(join(dist, "icon.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(dir, "secret.txt"), "outside dist");
  // Prerendered sign-in pages (scripts/prerender-sign-in.ts): default language and per language.
  mkdirSync(join(dist, "login", "oauth2"), { recursive: true });
  for (const [name, lang] of [["login.html", "lt"], ["login.lt.html", "lt"], ["login.en.html", "en"], ["login/oauth2/challenge.html", "lt"], ["login/oauth2/challenge.en.html", "en"]]) {
    writeFileSync(join(dist, name as string), `<!doctype html><html lang="${lang as string}"><body><div id="root"><form>${lang as string}</form></div></body></html>`);
  }
  // Signed-in skeletons (scripts/prerender-signed-in.ts).
  mkdirSync(join(dist, "signed-in"), { recursive: true });
  for (const [name, lang] of [["index.html", "lt"], ["index.en.html", "en"], ["correspondence.html", "lt"], ["correspondence.en.html", "en"]]) {
    writeFileSync(join(dist, "signed-in", name as string), `<!doctype html><html lang="${lang as string}"><body><div id="root"><main>${name as string}</main></div></body></html>`);
  }
  server = await startTestServer({ dir, distDir: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw HTTP GET (fetch would decompress and normalise the path). */
function rawGet(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.baseUrl}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("static front end", () => {
  it("serves index.html with the CSP, security headers and no-cache", async () => {
    const res = await rawGet("/");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["content-security-policy"]).toBe(CSP);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("same-origin");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body.toString()).toBe(INDEX);
  });

  it("compresses with brotli or gzip by Accept-Encoding and marks assets immutable", async () => {
    const br = await rawGet("/assets/app-abc123.js", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(br.body.length).toBeLessThan(SCRIPT.length / 5);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gzip = await rawGet("/assets/app-abc123.js", { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const noBrotli = await rawGet("/assets/app-abc123.js", { "Accept-Encoding": "br;q=0, gzip" });
    expect(noBrotli.headers["content-encoding"]).toBe("gzip");

    const plain = await rawGet("/assets/app-abc123.js", { "Accept-Encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);

    const again = await rawGet("/assets/app-abc123.js", { "Accept-Encoding": "br" });
    expect(again.body.equals(br.body)).toBe(true);
  });

  it("revalidates sw.js and the manifest, and answers 304 to a matching ETag", async () => {
    const sw = await rawGet("/sw.js");
    expect(sw.headers["cache-control"]).toBe("no-cache");
    const manifest = await rawGet("/manifest.webmanifest");
    expect(manifest.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    const etag = String(sw.headers.etag);
    const notModified = await rawGet("/sw.js", { "If-None-Match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    const png = await rawGet("/icon.png", { "Accept-Encoding": "br" });
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.headers["content-encoding"]).toBeUndefined();
  });

  it("re-reads a file that changed on disk", async () => {
    const file = join(dist, "sw.js");
    writeFileSync(file, "// new service worker");
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect((await rawGet("/sw.js")).body.toString()).toBe("// new service worker");
  });

  it("falls back to index.html for app routes, but not for /assets/, /api/ or /sandbox/", async () => {
    for (const path of ["/my-account/profile-details", "/epaslaugos/auth/callback/login?ticket=abc", "/payments/shopping-cart?paymentCompleted=1", "/login/"]) {
      const res = await rawGet(path, { "Accept-Encoding": "gzip" });
      expect(res.status, path).toBe(200);
      expect(gunzipSync(res.body).toString()).toBe(INDEX);
      expect(res.headers["content-security-policy"]).toBe(CSP);
    }
    expect((await rawGet("/assets/missing-123.js")).status).toBe(404);
    expect((await rawGet("/api/other")).status).toBe(404);
    expect((await rawGet("/sandbox/nothing-here")).status).toBe(404);
    expect((await rawGet("/", {}, "POST")).status).toBe(404);
  });

  it("answers a path's prerendered page in the language cookie's language, else the default one", async () => {
    const plain = await rawGet("/login");
    expect(plain.status).toBe(200);
    expect(plain.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(plain.headers["cache-control"]).toBe("no-cache");
    expect(plain.headers["content-security-policy"]).toBe(CSP);
    expect(plain.headers.vary).toContain("Cookie");
    expect(plain.body.toString()).toContain('<html lang="lt">');
    const en = await rawGet("/login/oauth2/challenge?login_challenge=abc", { Cookie: "other=1; ipo.language=en" });
    expect(en.body.toString()).toContain('<html lang="en">');
    // A language without its own file, or a malformed cookie, gets the default page.
    expect((await rawGet("/login/oauth2/challenge", { Cookie: "ipo.language=de" })).body.toString()).toContain('<html lang="lt">');
    expect((await rawGet("/login", { Cookie: "ipo.language=../../x" })).body.toString()).toContain('<html lang="lt">');
    // Other app routes keep the SPA shell.
    expect((await rawGet("/correspondence", { Cookie: "ipo.language=en" })).body.toString()).toBe(INDEX);
    expect((await rawGet("/login/", { Cookie: "ipo.language=en" })).body.toString()).toBe(INDEX);
  });

  it("answers a signed-in page's skeleton to a signed-in session only, in the account's language", async () => {
    // Anonymous visitors (no cookie, or the server's anonymous session id) get the empty shell.
    const anonymous = await rawGet("/api/v1/content/global");
    const anonymousCookie = String(anonymous.headers["set-cookie"]).split(";")[0] as string;
    expect(anonymousCookie).toMatch(/^IPO_SESSION=/);
    for (const headers of [{}, { Cookie: anonymousCookie }] as Record<string, string>[]) {
      const res = await rawGet("/correspondence", headers);
      expect(res.body.toString()).toBe(INDEX);
      expect(res.headers.vary).toContain("Cookie");
    }
    // A session id the session store does not know (ended, or made up) is no signed-in session.
    expect((await rawGet("/correspondence", { Cookie: `IPO_SESSION=${"x".repeat(43)}` })).body.toString()).toBe(INDEX);
    const client = server.client();
    await client.signInOk("demoparent");
    const session = `IPO_SESSION=${client.session ?? ""}`;
    const signedIn = { Cookie: session };
    const home = await rawGet("/", signedIn);
    expect(home.body.toString()).toContain("<main>index.html</main>");
    expect(home.headers["cache-control"]).toBe("no-cache");
    expect(home.headers["content-security-policy"]).toBe(CSP);
    expect(home.headers.vary).toContain("Cookie");
    expect((await rawGet("/correspondence/", signedIn)).body.toString()).toContain("<main>correspondence.html</main>");
    // The cookie is the device's signed-out choice: signed in, the account's language (lt) decides.
    expect((await rawGet("/correspondence", { Cookie: `${session}; ipo.language=en` })).body.toString()).toContain("<main>correspondence.html</main>");
    // Paths without a skeleton keep the SPA shell.
    expect((await rawGet("/my-applications", signedIn)).body.toString()).toBe(INDEX);
    expect((await rawGet("/signed-in/index", signedIn)).body.toString()).toBe(INDEX);
  });

  it("never serves files outside the folder", async () => {
    const res = await rawGet("/%2e%2e/secret.txt");
    expect(res.body.toString()).not.toContain("outside dist");
  });

  it("answers HEAD without a body", async () => {
    const res = await rawGet("/", {}, "HEAD");
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(0);
  });
});

describe("without a build", () => {
  it("says to run npm run build", async () => {
    const bare = await startTestServer({ distDir: join(dir, "missing") });
    try {
      const res = await fetch(`${bare.baseUrl}/`);
      expect(res.status).toBe(503);
      expect(await res.text()).toContain("npm run build");
      expect((await fetch(`${bare.baseUrl}/api/v1/content/global`)).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
