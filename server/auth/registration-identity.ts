/**
 * Decision 16: the gateway identity of a registration, kept in the (anonymous) browser session for
 * 30 minutes between the new-account callback and the account creation.
 */
import type { Db } from "../db/client";
import type { GatewayPersonRow } from "./gateway-tickets";

export const IDENTITY_TTL_MS = 30 * 60 * 1000;

export interface GatewayCallbackData {
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
  phoneNumber: string | null;
  personalCode: string | null;
  companyCode: string | null;
  companyName: string | null;
  isPatentAttorney: boolean;
}

/** The contract's callback names (DECISIONS contradiction 6); company fields only for a company sign-in. */
export function toCallbackData(person: GatewayPersonRow): GatewayCallbackData {
  const company = !!(person.legal_entity_code && person.organization_name);
  return {
    firstName: person.first_name,
    lastName: person.sur_name,
    emailAddress: person.email,
    phoneNumber: person.telephone,
    personalCode: person.natural_person_code,
    companyCode: company ? person.legal_entity_code : null,
    companyName: company ? person.organization_name : null,
    isPatentAttorney: person.is_patent_attorney === 1,
  };
}

export async function keepIdentity(db: Db, sessionHash: string, identity: GatewayCallbackData, now: number): Promise<void> {
  await db.run("UPDATE sessions SET gateway_identity = ?, gateway_identity_at = ? WHERE id_hash = ?", [
    JSON.stringify(identity),
    now,
    sessionHash,
  ]);
}

export async function takeIdentity(db: Db, sessionHash: string, now: number): Promise<GatewayCallbackData | null> {
  const row = await db.first<{ gateway_identity: string | null; gateway_identity_at: number | null }>(
    "SELECT gateway_identity, gateway_identity_at FROM sessions WHERE id_hash = ?",
    [sessionHash],
  );
  if (!row?.gateway_identity || row.gateway_identity_at === null || now - row.gateway_identity_at > IDENTITY_TTL_MS) return null;
  return JSON.parse(row.gateway_identity) as GatewayCallbackData;
}

export async function forgetIdentity(db: Db, sessionHash: string): Promise<void> {
  await db.run("UPDATE sessions SET gateway_identity = NULL, gateway_identity_at = NULL WHERE id_hash = ?", [sessionHash]);
}
