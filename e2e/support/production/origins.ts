/**
 * The two origins of the production end-to-end setting (./harness.ts): the app's public origin and
 * the stand-ins' origin, on two ports of 127.0.0.1 (two ports make two origins). Defaults: the
 * e2e base port + 10 and + 11 (E2E_PORT, 8181), or E2E_PRODUCTION_PORT and E2E_STAND_IN_PORT.
 */
export function productionOrigins(): { app: string; standIn: string; appPort: number; standInPort: number } {
  const base = Number(process.env.E2E_PORT ?? 8181);
  const appPort = Number(process.env.E2E_PRODUCTION_PORT ?? base + 10);
  const standInPort = Number(process.env.E2E_STAND_IN_PORT ?? base + 11);
  return { app: `http://127.0.0.1:${appPort}`, standIn: `http://127.0.0.1:${standInPort}`, appPort, standInPort };
}
