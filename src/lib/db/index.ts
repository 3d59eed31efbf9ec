/** IndexedDB of the app (see ./schema.ts for the stores of both databases and how to add one). */
export {
  DB_NAME,
  DB_VERSION,
  OFFLINE_STORES,
  closeIpoDb,
  openIpoDb,
  type ContentRecord,
  type IpoDb,
  type IpoDbSchema,
  type OfflineFileRecord,
  type OfflineMessageRecord,
  type OfflineRecord,
  type OfflineSearchRecord,
  type OfflineStoreName,
  type QueryCacheRecord,
  type ReplyDraftRecord,
} from "./database";
export { clearContent, contentKeys, deleteContent, getContent, putContent, type ContentKey } from "./content-store";
