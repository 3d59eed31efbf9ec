/** The deadline e-mails a user chose (decision 84): off, on the days 14, 7 and 1 before, by default. */
import type { Db } from "../db/client";
import { DEFAULT_ALARM_DAYS } from "../../src/lib/deadlines/due";

export interface AlertSettings {
  email: boolean;
  daysBefore: number[];
}

export async function findAlerts(db: Db, userId: number): Promise<AlertSettings> {
  const row = await db.first<{ email: number; days_before: string }>("SELECT email, days_before FROM deadline_alerts WHERE user_id = ?", [userId]);
  return row ? { email: row.email === 1, daysBefore: JSON.parse(row.days_before) as number[] } : { email: false, daysBefore: [...DEFAULT_ALARM_DAYS] };
}

export async function saveAlerts(db: Db, userId: number, settings: AlertSettings): Promise<void> {
  await db.run(
    `INSERT INTO deadline_alerts (user_id, email, days_before) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET email = excluded.email, days_before = excluded.days_before`,
    [userId, settings.email ? 1 : 0, JSON.stringify(settings.daysBefore)],
  );
}
