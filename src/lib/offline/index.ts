/** Offline reading, search and status: device copies per account, network-first reads. */
export { offlineAccountOf, saveOnceSignedIn } from "./account";
export { deviceFirst, refreshLater, screenCopyOf, type DeviceFirstOptions } from "./device-first";
export { NETWORK_TIMEOUT_MS, isUnreachable, networkFirst, type NetworkFirstOptions } from "./network-first";
export { pageOfRecords, searchDevice, type DeviceKeysPage, type DevicePage, type MoreSearchText } from "./offline-search";
export {
  getOnlineStatus,
  isWorkingOffline,
  reportServerReachable,
  onlineStatusAtom,
  reportServerUnreachable,
  useOnlineStatus,
  type OnlineStatus,
} from "./online-status";
export { htmlToText, matchesQuery, normalise, queryTerms, searchTextOf, type SearchableMessage } from "./search-text";
export {
  countStored,
  forgetOfflineCaches,
  loadFile,
  loadMessage,
  loadMessages,
  loadMessagesByKey,
  loadRecord,
  loadThreadsWithDrafts,
  offlineKey,
  saveFile,
  saveMessages,
  saveRecord,
  type StoredListItem,
} from "./store";
export { deviceFileCopy } from "./file-copies";
export { prepareDeviceSearch, searchIndexCount, startDeviceIndex } from "./index-feed";
export {
  PERSIST_ANSWER_KEY,
  lastPersistAnswer,
  requestPersistentStorage,
  storageUsage,
  usePersistAnswer,
  type PersistAnswer,
  type StorageUsage,
} from "./storage";
