/**
 * Tickets of the e-government gateway (an external system, played by the sandbox). A ticket is
 * created by init-login, authenticated for one person on the sandbox gateway page, and redeemed
 * once by the server (ticket sign-in; later registration and username change). Valid 30 minutes.
 */
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import type { UserRow } from "./users-repo";

export const TICKET_TTL_MS = 30 * 60 * 1000;

export interface GatewayPersonRow {
  id: number;
  description: string;
  first_name: string;
  sur_name: string;
  email: string | null;
  telephone: string | null;
  natural_person_code: string;
  legal_entity_code: string | null;
  organization_name: string | null;
  is_patent_attorney: number;
}

export interface GatewayTicketRow {
  ticket: string;
  callback_url: string;
  created_at: number;
  expires_at: number;
  person_id: number | null;
  authenticated_at: number | null;
  redeemed_at: number | null;
}

export async function createTicket(db: Db, callbackUrl: string, now: number): Promise<string> {
  const ticket = randomBytes(24).toString("base64url");
  await db.batch([
    { sql: "DELETE FROM gateway_tickets WHERE expires_at < ?", args: [now] },
    {
      sql: "INSERT INTO gateway_tickets (ticket, callback_url, created_at, expires_at) VALUES (?, ?, ?, ?)",
      args: [ticket, callbackUrl, now, now + TICKET_TTL_MS],
    },
  ]);
  return ticket;
}

/** An unexpired ticket that has not been redeemed. */
export function findOpenTicket(db: Db, ticket: string, now: number): Promise<GatewayTicketRow | undefined> {
  return db.first<GatewayTicketRow>(
    "SELECT * FROM gateway_tickets WHERE ticket = ? AND expires_at > ? AND redeemed_at IS NULL",
    [ticket, now],
  );
}

export async function authenticateTicket(db: Db, ticket: string, personId: number, now: number): Promise<boolean> {
  const result = await db.run(
    `UPDATE gateway_tickets SET person_id = ?, authenticated_at = ?
     WHERE ticket = ? AND expires_at > ? AND redeemed_at IS NULL
       AND EXISTS (SELECT 1 FROM gateway_persons WHERE id = ?)`,
    [personId, now, ticket, now, personId],
  );
  return result.changes === 1;
}

/** Redeems an authenticated ticket once and returns its person; undefined when not redeemable. */
export async function redeemTicket(db: Db, ticket: string | undefined, now: number): Promise<GatewayPersonRow | undefined> {
  if (!ticket) return undefined;
  const open = await findOpenTicket(db, ticket, now);
  if (!open || open.person_id === null) return undefined;
  const result = await db.run(
    "UPDATE gateway_tickets SET redeemed_at = ? WHERE ticket = ? AND redeemed_at IS NULL",
    [now, ticket],
  );
  if (result.changes !== 1) return undefined;
  return db.first<GatewayPersonRow>("SELECT * FROM gateway_persons WHERE id = ?", [open.person_id]);
}

export function listGatewayPersons(db: Db): Promise<GatewayPersonRow[]> {
  return db.all<GatewayPersonRow>("SELECT * FROM gateway_persons ORDER BY id");
}

/** A company sign-in matches the main account by company code, a person's by personal code. */
export function findAccountForPerson(db: Db, person: GatewayPersonRow): Promise<UserRow | undefined> {
  const company = person.legal_entity_code && person.organization_name;
  return db.first<UserRow>(
    company
      ? `SELECT u.* FROM users u JOIN account_details d ON d.user_id = u.id
         WHERE d.account_type = 'COMPANY' AND d.legal_entity_code = ? ORDER BY u.id LIMIT 1`
      : `SELECT u.* FROM users u JOIN account_details d ON d.user_id = u.id
         WHERE d.natural_person_code = ? ORDER BY u.id LIMIT 1`,
    [company ? person.legal_entity_code : person.natural_person_code],
  );
}
