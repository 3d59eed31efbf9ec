/** Offline reading and status: device copies per account, device-first and network-first reads, storage. */
export { offlineAccountOf, saveOnceSignedIn } from "./account";
export { deviceFirst, refreshLater, screenCopyOf, type DeviceFirstOptions } from "./device-first";
export { NETWORK_TIMEOUT_MS, isUnreachable, networkFirst, type NetworkFirstOptions } from "./network-first";
export {
  getOnlineStatus,
  isWorkingOffline,
  reportServerReachable,
  onlineStatusAtom,
  reportServerUnreachable,
  useOnlineStatus,
  type OnlineStatus,
} from "./online-status";
export { loadFile, loadRecord, loadThreadsWithDrafts, offlineKey, saveFile, saveRecord } from "./store";
export { deviceFileCopy } from "./file-copies";
export {
  PERSIST_ANSWER_KEY,
  lastPersistAnswer,
  requestPersistentStorage,
  storageUsage,
  usePersistAnswer,
  type PersistAnswer,
  type StorageUsage,
} from "./storage";
