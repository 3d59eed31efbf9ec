/**
 * The worker-update hook (/sandbox/test/service-worker, test hooks only): /sw.js becomes a
 * changed script whose shell revision differs, and returns to the built file on DELETE or reset.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changedServiceWorker } from "../../server/sandbox/service-worker-version";
import { startTestServer, type TestServer } from "./support/test-server";

const BUILT = 'self.x=1;Ce([{"revision":"abc","url":"manifest.webmanifest"},{"revision":"3f5f","url":"index.html"},{"url":"assets/a-1.js"}]);';

let dist: string;
let server: TestServer;
let hooksOff: TestServer;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "ipo-sw-dist-"));
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, "sw.js"), BUILT);
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>app</title>");
  [server, hooksOff] = await Promise.all([startTestServer({ testHooks: true, distDir: dist }), startTestServer({ distDir: dist })]);
});
afterAll(async () => {
  await Promise.all([server.close(), hooksOff.close()]);
  rmSync(dist, { recursive: true, force: true });
});

const script = async (base: string) => (await fetch(`${base}/sw.js`)).text();
const setVersion = (base: string, version: string) =>
  fetch(`${base}/sandbox/test/service-worker`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ version }) });

describe("changedServiceWorker", () => {
  it("changes only the shell's precache revision and appends the version", () => {
    const changed = changedServiceWorker(BUILT, "v 2");
    expect(changed).toContain('{"revision":"3f5f-v_2","url":"index.html"}');
    expect(changed).toContain('{"revision":"abc","url":"manifest.webmanifest"}');
    expect(changed.endsWith("// test version: v_2\n")).toBe(true);
  });
});

describe("/sandbox/test/service-worker", () => {
  it("serves a changed /sw.js until deleted or reset", async () => {
    expect(await script(server.baseUrl)).toBe(BUILT);
    expect((await setVersion(server.baseUrl, "update-1")).status).toBe(204);
    const changed = await fetch(`${server.baseUrl}/sw.js`);
    expect(changed.headers.get("content-type")).toContain("text/javascript");
    expect(await changed.text()).toContain('"revision":"3f5f-update-1"');
    expect((await fetch(`${server.baseUrl}/sandbox/test/service-worker`, { method: "DELETE" })).status).toBe(204);
    expect(await script(server.baseUrl)).toBe(BUILT);

    await setVersion(server.baseUrl, "update-2");
    expect(await script(server.baseUrl)).toContain("update-2");
    expect((await fetch(`${server.baseUrl}/sandbox/test/reset`, { method: "POST" })).status).toBe(204);
    expect(await script(server.baseUrl)).toBe(BUILT);
  });

  it("exists only with the test hooks", async () => {
    expect((await setVersion(hooksOff.baseUrl, "update-1")).status).toBe(404);
    expect(await script(hooksOff.baseUrl)).toBe(BUILT);
  });
});
