/**
 * POST /payments/inAdvance (decision 78, D2 §5): an advance bank payment declared with proof
 * files. multipart/form-data with one part per field (`filingNumbers` and `files` repeat). The
 * server re-checks every rule of the form: reference, purpose and payer texts, the payment date
 * (not in the future, not after any selected last submit date, compared by day), the amount in
 * cents (equal to the selection's total), the additional e-mail and the files (PDF, JPG, JPEG by
 * name and by content, plain file names, at most 10 MiB each: server/lib/file-content.ts). On
 * success the applications leave the cart (SUBMITTED) and a PENDING BANK_TRANSFER history item
 * keeps the proof files; the answer is 204.
 */
import type { Context } from "hono";
import { scopeOf } from "../applications/scope";
import type { AppDeps, AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { signedIn } from "../http/guards";
import { isAllowedFile } from "../lib/file-content";
import { changeStatus, dayOf, selectFromCart, today, totalFees } from "./cart-repo";
import { paymentStatements, type ProofFile } from "./history-repo";
import { checkEmail, checkText, FieldErrors, parseCents, parseLocalDateTime } from "./validation";

export const MAX_PROOF_BYTES = 10 * 1024 * 1024;
const PROOF_TYPES: Record<string, string> = { pdf: "application/pdf", jpg: "image/jpeg", jpeg: "image/jpeg" };
const PROOF_EXTENSIONS: ReadonlySet<string> = new Set(Object.keys(PROOF_TYPES));

type Part = string | File;

function tooLarge(): ApiError {
  return new ApiError(413, "file.too.large");
}

async function readParts(c: Context): Promise<Record<string, Part[]>> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (!type.startsWith("multipart/form-data") && !type.startsWith("application/x-www-form-urlencoded")) return {};
  try {
    const body = (await c.req.parseBody({ all: true })) as Record<string, Part | Part[]>;
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]));
  } catch {
    return {};
  }
}

function text(parts: Record<string, Part[]>, name: string): string | undefined {
  const value = parts[name]?.find((p): p is string => typeof p === "string");
  return value;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

export async function payInAdvance(c: Context<AppEnv>, deps: AppDeps): Promise<Response> {
  const principal = signedIn(c);
  const scope = scopeOf(principal);
  const now = deps.now();
  const parts = await readParts(c);
  const files = (parts.files ?? []).filter((p): p is File => typeof p !== "string" && p.size > 0);
  if (files.some((f) => f.size > MAX_PROOF_BYTES)) throw tooLarge();

  const errors = new FieldErrors();
  const numbers = [...new Set((parts.filingNumbers ?? []).filter((p): p is string => typeof p === "string").map((n) => n.trim()).filter((n) => n !== ""))];
  if (numbers.length === 0) errors.add("filingNumbers", "required.field");
  const reference = checkText(errors, "paymentReference", text(parts, "paymentReference"), false);
  const purpose = checkText(errors, "purpose", text(parts, "purpose"), true);
  const payer = checkText(errors, "payer", text(parts, "payer"), true);
  const additionalEmail = checkEmail(errors, "additionalEmail", text(parts, "additionalEmail"));
  const rawDate = text(parts, "paymentDate") ?? "";
  const paymentDate = rawDate === "" ? null : parseLocalDateTime(rawDate);
  if (rawDate === "") errors.add("paymentDate", "required.field");
  else if (paymentDate === null || dayOf(paymentDate) > today(now)) errors.add("paymentDate", "payment.date.error");
  const rawAmount = text(parts, "amount") ?? "";
  const amount = parseCents(rawAmount);
  if (amount === null) errors.add("amount", "required.field");
  if (files.length === 0) errors.add("files", "required.field");
  const proofs: ProofFile[] = [];
  for (const f of files) {
    const bytes = new Uint8Array(await f.arrayBuffer());
    if (!(await isAllowedFile(f.name, bytes, PROOF_EXTENSIONS))) errors.add("files", "invalid.file.types");
    proofs.push({ name: f.name, contentType: PROOF_TYPES[extensionOf(f.name)] ?? "application/octet-stream", bytes });
  }
  errors.throwIfAny();

  const selection = await selectFromCart(deps.db, scope, now, numbers);
  if (selection.invalidNumbers.length > 0) {
    throw new ApiError(400, "invalid.application.selection", undefined, {
      invalidApplicationIds: selection.invalidIds,
      invalidApplicationNumbers: selection.invalidNumbers,
      multiplicityError: false,
    });
  }
  const total = totalFees(selection.rows);
  if (amount !== null && amount < total) errors.add("amount", "payment.amount.too.small");
  if (amount !== null && amount > total) errors.add("amount", "payment.amount.too.big");
  const day = dayOf(paymentDate ?? "");
  if (selection.rows.some((row) => row.last_submit_date !== null && day > dayOf(row.last_submit_date))) {
    errors.add("paymentDate", "pay.application.overdue.warning");
  }
  errors.throwIfAny();

  const payment = paymentStatements(
    {
      id: null,
      mainUserId: scope.mainUserId,
      paymentDate: `${day}T00:00:00`,
      paidBy: payer ?? "",
      method: "BANK_TRANSFER",
      status: "PENDING",
      totalCost: total,
      reference,
      purpose,
      additionalEmail,
      createdBy: principal.userId,
      createdAt: now,
      applications: selection.rows,
    },
    proofs,
  );
  await deps.db.batch([...payment, ...changeStatus(selection.rows.map((r) => r.id), "SUBMITTED", now)]);
  return c.body(null, 204);
}
