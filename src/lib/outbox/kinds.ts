/**
 * The outbox's registered kinds: the engine (./store.ts, ./runner.ts, ./transport.ts) knows no
 * operation of its own. Each feature registers, at start-up, in the page and in the service
 * worker (no React here, so the worker's bundle imports the registration too), what its kinds
 * are: the payload's type (`OutboxKinds`, by declaration merging), the entry's key, how new
 * work merges with the queued entry of that key, how an entry is delivered, and what its
 * delivery asks of the engine (work to deliver first, what the delivered entry now is).
 *
 * A kind the engine meets without a registration (an entry queued by a newer version, or a
 * start-up that forgot to register) is left in the queue: `outboxKind` throws, the drain
 * counts it as a retry, and nothing is lost.
 */
import type { DeliveryResult, OutboxEntry, OutboxEvent, OutboxOperation } from "./types";

/**
 * Kind → payload, declared by the features (`declare module "@/lib/outbox/kinds" { interface
 * OutboxKinds { "draft.save": DraftPayload } }`). Empty here: the engine reads no payload.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into by the features
export interface OutboxKinds {}

/** How the work handed to the outbox joins the queued entry of the same key. */
export interface MergeResult {
  /** The entry's kind from now on (a draft's save that becomes its send); the input's by default. */
  kind?: string;
  payload: unknown;
  /** Another request than the queued one: a new Idempotency-Key (decision 4). */
  newRequest?: boolean;
  /** Delivered now, even while backing off (a user's action). */
  deliverNow?: boolean;
  /** Moves behind the work queued meanwhile. */
  moveToEnd?: boolean;
}

/** What the engine asks of a kind's delivery: the signal aborts it after the delivery timeout. */
export interface DeliveryContext {
  signal: AbortSignal;
}

export interface OutboxKindDefinition<E extends OutboxEntry = OutboxEntry> {
  kind: E["kind"];
  /** The entry's key (per user: `u<user>:…`): one entry per key, later work merges into it. */
  key(work: Pick<E, "kind" | "payload"> & { userId: number }): string;
  /**
   * The queued entry of the same key and the new work (`failed`: the entry waits in "needs
   * attention", and is queued afresh whatever the merge says): the merged entry, or null when
   * the queued entry already covers the work. Default: the new payload replaces the old, the
   * same request.
   */
  merge?(existing: OutboxEntry, work: Pick<E, "kind" | "payload">, queued: { failed: boolean }): MergeResult | null;
  /** The parts of the entry's content kept beside it (`files` of ipo-outbox), in the order they are handed over. */
  parts?(entry: E): number[];
  /** Delivers the entry; `contents` in the order of `parts`. Failures it throws are sorted by the transport. */
  deliver(entry: E, contents: readonly Blob[], context: DeliveryContext): Promise<DeliveryResult>;
  /**
   * Queued work that must reach the office before this entry (its unit, delivered first in
   * their order); one of them refused holds this entry in "needs attention" with `heldError`.
   */
  before?(entry: E, queued: readonly OutboxEntry[]): OutboxEntry[];
  heldError?: string;
  /** The entry as the office now knows it (e.g. the record the office created for it). */
  delivered?(entry: E, response: unknown): OutboxEntry;
  /** What the entry carries, in words, for the user (logout, "needs attention"). */
  describe?(entry: E): string;
}

/** Runs after an entry was delivered and left the queue, in whichever context delivered it. */
export type AfterDeliveryHook = (entry: OutboxEntry, response: unknown) => Promise<void>;
/** A listener every page's outbox gets when it starts (never the worker's: it has no screen). */
export type PageListener = (event: OutboxEvent) => void;
/** Work a page's outbox does once started, before its first drain (older device copies adopted). */
export type PageStart = (outbox: { userId: number; enqueue(work: OutboxOperation): Promise<OutboxEntry>; get(key: string): Promise<OutboxEntry | undefined> }) => Promise<unknown>;

interface Registry {
  kinds: Map<string, OutboxKindDefinition>;
  afterDelivery: AfterDeliveryHook[];
  pageListeners: PageListener[];
  pageStarts: PageStart[];
}

// Module state on purpose: registrations are code, made once per context at start-up (the
// page's entry and the worker's), never reset between tests.
const registry: Registry = { kinds: new Map(), afterDelivery: [], pageListeners: [], pageStarts: [] };

/** A kind's definition, typed by its kind's entries (`defineOutboxKind`), ready to register. */
export interface RegisteredKind {
  readonly definition: OutboxKindDefinition;
}

export function defineOutboxKind<E extends OutboxEntry>(definition: OutboxKindDefinition<E>): RegisteredKind {
  // The engine calls each definition only with entries of its kind (`outboxKind(entry.kind)`).
  return { definition: definition as unknown as OutboxKindDefinition };
}

/** Registers the kinds of a feature; registering a kind again replaces it (same module, hot reload). */
export function registerOutboxKinds(kinds: readonly RegisteredKind[]): void {
  for (const { definition } of kinds) registry.kinds.set(definition.kind, definition);
}

/** Registers what a delivery leaves on the device (page and worker alike); once per hook. */
export function registerAfterDelivery(hook: AfterDeliveryHook): void {
  if (!registry.afterDelivery.includes(hook)) registry.afterDelivery.push(hook);
}

/** Registers a listener of every page outbox (what a page shows of deliveries); once per listener. */
export function registerPageListener(listener: PageListener): void {
  if (!registry.pageListeners.includes(listener)) registry.pageListeners.push(listener);
}

/** The kind's definition, if registered. */
export function findOutboxKind(kind: string): OutboxKindDefinition | undefined {
  return registry.kinds.get(kind);
}

/** Registers the start-up work of every page outbox; once per hook. */
export function registerPageStart(start: PageStart): void {
  if (!registry.pageStarts.includes(start)) registry.pageStarts.push(start);
}

export function pageStarts(): readonly PageStart[] {
  return registry.pageStarts;
}

export function outboxKind(kind: string): OutboxKindDefinition {
  const definition = registry.kinds.get(kind);
  if (!definition) throw new Error(`outbox kind ${kind} is not registered`);
  return definition;
}

/** The key of queued work, by its kind's rule. */
export function entryKey(work: Pick<OutboxOperation, "kind" | "payload"> & { userId: number }): string {
  return outboxKind(work.kind).key(work as never);
}

/** Runs every registered after-delivery hook, one after the other (the default `afterDelivery`). */
export async function runAfterDelivery(entry: OutboxEntry, response: unknown): Promise<void> {
  for (const hook of registry.afterDelivery) await hook(entry, response);
}

export function pageListeners(): readonly PageListener[] {
  return registry.pageListeners;
}
