/**
 * When the deadline e-mails go out (decision 84): every day at 08:00 office time (Europe/Vilnius,
 * summer and winter time alike). Started by the server's entry point, not by the app (tests run
 * the job for a date through the test hook instead). A start after 08:00 runs the day's job at
 * once: users who already got that day's digest get nothing new (./digest.ts).
 */
import type { AppDeps } from "../http/context";
import { formatLocalDateTime } from "../lib/local-date-time";
import { addDays, officeDay } from "../../src/lib/deadlines/office-days";
import { sendDeadlineDigests } from "./digest";

export const DIGEST_HOUR = 8;

/** The instant of `hour`:00 office time on an office day. */
export function officeHourInstant(day: string, hour: number): number {
  const guess = Date.parse(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);
  const offset = Date.parse(`${formatLocalDateTime(guess)}Z`) - guess;
  // The offset at the guess is that of the target but within an hour of a change (never at 08:00).
  return guess - offset;
}

/** The next run at or after `now`: today's 08:00 if it is still ahead, else tomorrow's. */
export function nextDigestAt(now: number): number {
  const today = officeDay(now);
  const at = officeHourInstant(today, DIGEST_HOUR);
  return at >= now ? at : officeHourInstant(addDays(today, 1), DIGEST_HOUR);
}

/** Runs the job every day at 08:00; answers a function that stops it. */
export function scheduleDeadlineDigests(deps: AppDeps, origin: string): () => void {
  let timer: NodeJS.Timeout | undefined;
  const run = (day: string) =>
    sendDeadlineDigests(deps, day, origin).catch((error: unknown) => console.error("Deadline e-mails failed", error));
  const plan = () => {
    const at = nextDigestAt(deps.now());
    timer = setTimeout(() => {
      void run(officeDay(at)).finally(plan);
    }, at - deps.now());
    timer.unref(); // never keeps the process alive
  };
  const now = deps.now();
  if (now >= officeHourInstant(officeDay(now), DIGEST_HOUR)) void run(officeDay(now));
  plan();
  return () => clearTimeout(timer);
}
