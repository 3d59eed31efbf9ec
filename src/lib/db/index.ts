/** IndexedDB of the app (see ./schema.ts for the stores of both databases and how to add one). */
export { closeIpoDb, openIpoDb } from "./database";
export {
  DB_NAME,
  DB_VERSION,
  OFFLINE_STORES,
  type ArchiveKeep,
  type ArchiveListing,
  type ArchiveSyncRecord,
  type ContentRecord,
  type IpoDb,
  type IpoDbSchema,
  type OfflineFileRecord,
  type OfflineMessageRecord,
  type OfflineRecord,
  type OfflineRowRecord,
  type OfflineStoreName,
  type OfflineThreadRecord,
  type QueryCacheRecord,
  type ReplyDraftRecord,
} from "./schema";
export { clearContent, contentKeys, deleteContent, getContent, putContent, type ContentKey } from "./content-store";
