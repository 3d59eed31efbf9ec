/** File downloads with the server's file name and progress (UI: src/components/download). */
export { downloadFile, saveBlob, type DownloadProgress, type DownloadRequest } from "./download-file";
