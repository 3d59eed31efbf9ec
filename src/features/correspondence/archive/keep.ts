/**
 * How much of the archive the device keeps: the last 12 months (default), 3 years or
 * everything, as the first office day kept. Pure.
 */
import type { ArchiveKeep } from "@/lib/db";

export const ARCHIVE_KEEPS: readonly ArchiveKeep[] = ["12m", "3y", "all"];
export const DEFAULT_ARCHIVE_KEEP: ArchiveKeep = "12m";

const YEARS_BACK: Record<Exclude<ArchiveKeep, "all">, number> = { "12m": 1, "3y": 3 };

/** The first day (`YYYY-MM-DD`) kept on `today` (an office day); null keeps every letter. */
export function keepFromDay(keep: ArchiveKeep, today: string): string | null {
  if (keep === "all") return null;
  const year = Number(today.slice(0, 4)) - YEARS_BACK[keep];
  const monthDay = today.slice(5);
  // 29 February a year or three back is a 28 February (those years are not leap years).
  const day = monthDay === "02-29" ? "02-28" : monthDay;
  return `${String(year).padStart(4, "0")}-${day}`;
}

/** Whether a choice keeps more than another (a wider window needs the archive listed again). */
export function keepsMore(next: ArchiveKeep, previous: ArchiveKeep): boolean {
  return ARCHIVE_KEEPS.indexOf(next) > ARCHIVE_KEEPS.indexOf(previous);
}
