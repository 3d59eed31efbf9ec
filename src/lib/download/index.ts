/** File downloads with the server's file name and progress (UI: src/components/download). */
export { downloadFile, saveBlob, type DeviceFileCopy, type DownloadProgress, type DownloadRequest } from "./download-file";
