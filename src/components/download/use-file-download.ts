/**
 * `useFileDownload()`: runs downloads one at a time per screen, exposes their progress (for
 * <DownloadProgress>) and which request is running (`isDownloading`, for the busy state of the
 * button that started it), and shows failures in the error dialog. The bar is shown only for
 * large or slow files so small downloads do not flash one.
 */
import { useCallback, useRef, useState } from "react";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { downloadFile, type DownloadProgress, type DownloadRequest } from "@/lib/download";

/** Files from this size on show a progress bar at once. */
export const LARGE_FILE_BYTES = 512 * 1024;
/** Any download still running after this long shows one too. */
export const SLOW_DOWNLOAD_MS = 400;

export interface ActiveDownload extends DownloadProgress {
  /** What the user asked for, e.g. "Receipt EF-2026-00001". */
  label: string;
  /** True once the bar should be visible (large or slow). */
  visible: boolean;
  /** Identifies the request (see requestKey). */
  key: string;
}

/** The same file asked for twice gives the same key. */
function requestKey(request: DownloadRequest): string {
  return JSON.stringify([request.method ?? "GET", request.path, request.query ?? null, request.json ?? null]);
}

export function useFileDownload() {
  const showError = useShowError();
  const [active, setActive] = useState<ActiveDownload | null>(null);
  const running = useRef(false);

  const download = useCallback(
    async (request: DownloadRequest, label: string, errorKey?: string): Promise<string | null> => {
      if (running.current) return null;
      running.current = true;
      const started = Date.now();
      const key = requestKey(request);
      setActive({ label, loaded: 0, total: null, visible: false, key });
      // A slow office may send no byte for a while: the (indeterminate) bar shows all the same.
      const slow = setTimeout(() => setActive((current) => (current?.key === key ? { ...current, visible: true } : current)), SLOW_DOWNLOAD_MS);
      try {
        return await downloadFile(request, ({ loaded, total }) => {
          const visible = (total ?? loaded) >= LARGE_FILE_BYTES || Date.now() - started >= SLOW_DOWNLOAD_MS;
          setActive({ label, loaded, total, visible, key });
        });
      } catch (error) {
        showError(errorKey && isPlainFailure(error) ? errorKey : error);
        return null;
      } finally {
        clearTimeout(slow);
        running.current = false;
        setActive(null);
      }
    },
    [showError],
  );

  const isDownloading = useCallback((request: DownloadRequest) => active?.key === requestKey(request), [active]);

  return { download, active, busy: active !== null, isDownloading };
}

/** Errors without a specific key of their own (a 500, or no answer) get the screen's key. */
function isPlainFailure(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return true;
  const description = (error as { description?: unknown }).description;
  return typeof description !== "string" || description === "something.went.wrong";
}
