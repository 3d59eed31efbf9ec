/**
 * Starts the real server for a test file: createApp over a fresh temporary database file,
 * served by @hono/node-server on port 0, with a clock the test can move forward. Responses are
 * logged to IPO_CONFORMANCE_LOG when it is set; pass `conformanceLogFile: undefined` for a server
 * whose responses deliberately leave the contract (unknown routes).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import { createApp, type AppOptions } from "../../../server/app";
import { openDatabase, type Db } from "../../../server/db/client";
import { migrate } from "../../../server/db/migrations";
import { seedIfEmpty } from "../../../server/db/seed";
import { TestClient } from "./test-client";

export class TestClock {
  constructor(public current = Date.UTC(2026, 2, 14, 8, 0, 0)) {}
  now = (): number => this.current;
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface TestServer {
  baseUrl: string;
  db: Db;
  clock: TestClock;
  dir: string;
  databaseUrl: string;
  client(): TestClient;
  close(): Promise<void>;
}

export type TestServerOptions = Omit<AppOptions, "db" | "now"> & {
  /** Reuse a database folder (restart tests); default a new temporary one. */
  dir?: string;
  clock?: TestClock;
};

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), "ipo-server-"));
  const databaseUrl = `file:${join(dir, "ipo.db")}`;
  const db = await openDatabase(databaseUrl);
  const clock = options.clock ?? new TestClock();
  await migrate(db, clock.now());
  await seedIfEmpty(db, clock.now());
  // Listen first: the app's public origin (the demo's own origin) is the address it got.
  const late: { app?: Hono } = {};
  const server = serve({ fetch: (request, env) => (late.app as Hono).fetch(request, env), port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  late.app = createApp({
    distDir: join(dir, "no-dist"),
    // `npm test` sets IPO_CONFORMANCE_LOG so that every response of the server tests is checked too.
    conformanceLogFile: process.env.IPO_CONFORMANCE_LOG || undefined,
    publicOrigins: [baseUrl],
    ...options,
    db,
    now: clock.now,
  });
  return {
    baseUrl,
    db,
    clock,
    dir,
    databaseUrl,
    client: () => new TestClient(baseUrl),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.close();
      if (!options.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
