/**
 * How long cached query data lives, and which app version wrote it: read by the query client
 * (./query-client.ts), the shell's localStorage cache (./persister.ts) and the device copies of
 * screen data (./device-persister.ts). A module of its own, importing nothing of theirs, so the
 * three depend on it in one direction (no import circle through the query client).
 */
import { version } from "../../../package.json";

/** How long unused query data is kept, and how old a persisted shell cache may be. */
export const QUERY_CACHE_MAX_AGE = 24 * 60 * 60 * 1000;

/** The app's version: a cache written by another version starts afresh (`buster`). */
export const APP_VERSION: string = version;
