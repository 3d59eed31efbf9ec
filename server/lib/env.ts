/** The server's environment variables (docs/conventions.md), with their defaults. */
export interface ServerEnv {
  port: number;
  databaseUrl: string;
  distDir: string;
  testHooks: boolean;
  conformanceLogFile: string | undefined;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    databaseUrl: env.DATABASE_URL || "file:data/ipo.db",
    distDir: env.DIST_DIR || "dist",
    testHooks: env.IPO_TEST_HOOKS === "1",
    conformanceLogFile: env.IPO_CONFORMANCE_LOG || undefined,
  };
}
