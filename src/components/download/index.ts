/** Download UI: the hook that runs a download, its progress bar, and the viewer of PDFs and images. */
export { DownloadProgress } from "./download-progress";
export { FileViewerDialog, type FileViewerDialogProps } from "./file-viewer-dialog";
export { ProgressBar, type ProgressBarProps } from "./progress-bar";
export { LARGE_FILE_BYTES, SLOW_DOWNLOAD_MS, useFileDownload, type ActiveDownload } from "./use-file-download";
