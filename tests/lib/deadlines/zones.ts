/**
 * The device time zones every date test runs in: the office's, UTC and one far west
 * of it. Node reads `process.env.TZ` again whenever it changes, so one process can run all three.
 */
import { afterAll, beforeAll } from "vitest";

export const ZONES = ["Europe/Vilnius", "UTC", "America/New_York"] as const;

/** Runs the surrounding describe block with the device in `zone`. */
export function inZone(zone: string): void {
  let before: string | undefined;
  beforeAll(() => {
    before = process.env.TZ;
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}
