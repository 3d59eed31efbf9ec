/** Download UI: the hook that runs a download and its progress bar. */
export { DownloadProgress } from "./download-progress";
export { ProgressBar, type ProgressBarProps } from "./progress-bar";
export { LARGE_FILE_BYTES, SLOW_DOWNLOAD_MS, useFileDownload, type ActiveDownload } from "./use-file-download";
