/**
 * Online-services rules (spec 2 §2, §6; decision 40): which catalogues a user may open, the
 * e-service category tabs (protect only for trademarks), and when a card is blocked: an
 * external card that needs a completed profile while `accountProfileCompleted` is false, or
 * any external card in an impersonated session. Route segments: `trademark` and `design`; spec 1's
 * plural menu paths redirect to them and any other segment is not found (decision 40).
 */
import type { EserviceCard, SessionUser } from "@/lib/api";
import { hasRole, isReadOnly } from "@/lib/session";

export type Service = "trademark" | "design";
export type EserviceCategory = EserviceCard["category"];
export type CategoryTab = "all" | EserviceCategory;

const ALL_CATEGORIES: CategoryTab[] = ["all", "extend", "protect", "cancel", "change", "transfer", "other"];

export function isService(value: unknown): value is Service {
  return value === "trademark" || value === "design";
}

/** Plural segments of spec 1's menu paths, redirected to the decided singular ones. */
const PLURAL_SEGMENTS = new Map<string, Service>([
  ["trademarks", "trademark"],
  ["designs", "design"],
]);

/**
 * The service a URL segment names: itself, the singular of a plural menu path, or null when the
 * segment names no catalogue (the route then shows the not-found screen).
 */
export function serviceOfSegment(segment: string): Service | null {
  if (isService(segment)) return segment;
  return PLURAL_SEGMENTS.get(segment) ?? null;
}

export function servicesFor(user: SessionUser): Service[] {
  const services: Service[] = [];
  if (hasRole(user, "ROLE_TRADEMARKS")) services.push("trademark");
  if (hasRole(user, "ROLE_DESIGNS")) services.push("design");
  return services;
}

/** The service to show for a requested one: itself when permitted, else the first permitted. */
export function permittedService(requested: unknown, user: SessionUser): Service | null {
  const services = servicesFor(user);
  if (isService(requested) && services.includes(requested)) return requested;
  return services[0] ?? null;
}

export function categoriesFor(service: Service): CategoryTab[] {
  return service === "trademark" ? ALL_CATEGORIES : ALL_CATEGORIES.filter((c) => c !== "protect");
}

export function isCategoryTab(value: unknown): value is CategoryTab {
  return typeof value === "string" && (ALL_CATEGORIES as string[]).includes(value);
}

export function cardsOf<T extends { category: EserviceCategory }>(cards: readonly T[], tab: CategoryTab): T[] {
  return tab === "all" ? [...cards] : cards.filter((card) => card.category === tab);
}

export type CardBlock = "impersonated" | "profile" | null;

/** Why an external card cannot be opened, or null when it can. Internal cards are never blocked. */
export function cardBlock(user: SessionUser, card: { external: boolean; requiresCompletedProfile: boolean }): CardBlock {
  if (!card.external) return null;
  if (isReadOnly(user)) return "impersonated";
  if (card.requiresCompletedProfile && !user.accountProfileCompleted) return "profile";
  return null;
}
