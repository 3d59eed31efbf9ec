/** File downloads with the server's file name and progress (UI: src/components/download), and the viewer's type rules. */
export {
  downloadFile,
  fetchFile,
  saveBlob,
  type DeviceFileCopy,
  type DownloadProgress,
  type DownloadRequest,
  type FetchedFile,
} from "./download-file";
export { mayPreview, previewOf, type PreviewKind } from "./previewable";
