/**
 * POST /feedback (decision 38): works with or without a session, answers 204. The server
 * re-checks every rule of the survey (spec 1 §5): rating 1-7, exactly 7 reasons, at least
 * one reason for ratings 1-4, texts of at most 1000 characters.
 */
import type { Context } from "hono";
import type { AppDeps, AppEnv } from "../http/context";
import { Errors } from "../http/errors";
import { readJsonObjectOrEmpty, type JsonObject } from "../http/request-body";

export const FEEDBACK_TEXT_MAX = 1000;
const TEXT_FIELDS = ["complaints", "comments", "suggestions", "userContacts"] as const;

export interface FeedbackRecord {
  evaluationRate: number;
  reasons: boolean[];
  texts: Record<(typeof TEXT_FIELDS)[number], string | null>;
}

/** Validates a feedback body; throws 400 with per-field keys in `details.fields`. */
export function parseFeedback(body: JsonObject): FeedbackRecord {
  const fields: Record<string, string> = {};
  const rate = body.evaluationRate;
  const evaluationRate = typeof rate === "number" && Number.isInteger(rate) && rate >= 1 && rate <= 7 ? rate : null;
  if (evaluationRate === null) fields.evaluationRate = "required.field";
  const raw = body.reasons;
  const reasons = Array.isArray(raw) && raw.length === 7 && raw.every((r) => typeof r === "boolean") ? (raw as boolean[]) : null;
  if (reasons === null) fields.reasons = "required.field";
  else if (evaluationRate !== null && evaluationRate <= 4 && !reasons.some(Boolean)) fields.reasons = "required.field";
  const texts = {} as FeedbackRecord["texts"];
  for (const name of TEXT_FIELDS) {
    const value = body[name];
    if (value === undefined || value === null || value === "") texts[name] = null;
    else if (typeof value !== "string") fields[name] = "required.field";
    else if (value.length > FEEDBACK_TEXT_MAX) fields[name] = "max.length.exceeded";
    else texts[name] = value;
  }
  const keys = [...new Set(Object.values(fields))];
  if (keys.length > 0 || evaluationRate === null || reasons === null) {
    throw Errors.badRequest(keys.join(","), { fields });
  }
  return { evaluationRate, reasons, texts };
}

export async function sendFeedback(c: Context<AppEnv>, deps: AppDeps): Promise<Response> {
  const record = parseFeedback(await readJsonObjectOrEmpty(c));
  const userId = c.get("session").principal?.userId ?? null;
  await deps.db.run(
    `INSERT INTO feedback (user_id, evaluation_rate, reasons, complaints, comments, suggestions, user_contacts, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      userId,
      record.evaluationRate,
      JSON.stringify(record.reasons),
      record.texts.complaints,
      record.texts.comments,
      record.texts.suggestions,
      record.texts.userContacts,
      deps.now(),
    ],
  );
  return c.body(null, 204);
}
