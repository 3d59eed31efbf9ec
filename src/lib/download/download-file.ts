/**
 * File downloads through `apiRequest` (spec 2 §7 "File downloads use the Content-Disposition
 * filename"): the body is read with progress, then handed to the browser under the server's
 * file name (a fallback name only when the server gave none).
 */
import { apiRequest, isApiError, type HttpMethod, type QueryParams } from "@/lib/api";

export interface DownloadRequest {
  method?: HttpMethod;
  /** Relative to /api/v1. */
  path: string;
  query?: QueryParams;
  json?: unknown;
  /** Used only when the response has no Content-Disposition file name. */
  fallbackName: string;
  /**
   * A copy kept on the device (offline reading): `save` gets every downloaded file, `load`
   * answers when the office cannot be reached (src/lib/offline/file-copies.ts).
   */
  deviceCopy?: DeviceFileCopy;
}

export interface DeviceFileCopy {
  save: (blob: Blob, fileName: string) => Promise<void>;
  load: () => Promise<{ blob: Blob; fileName: string } | undefined>;
}

export interface DownloadProgress {
  loaded: number;
  /** null when the server did not send Content-Length. */
  total: number | null;
}

/** Offers a blob to the user as a file (an object URL on a temporary `<a download>`). */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const anchor = doc.createElement("a");
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = "noopener";
  anchor.hidden = true;
  doc.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export interface FetchedFile {
  blob: Blob;
  /** The server's file name, else the request's fallback (or the device copy's name). */
  fileName: string;
}

/**
 * Fetches a file with the server's file name, keeping the device copy up to date when the request
 * has one and answering from it when the office cannot be reached (no network).
 */
export async function fetchFile(request: DownloadRequest, onProgress?: (progress: DownloadProgress) => void): Promise<FetchedFile> {
  let result: { blob: Blob; fileName: string | null };
  try {
    result = await apiRequest({
      method: request.method ?? "GET",
      path: request.path,
      query: request.query,
      json: request.json,
      schema: "blob",
      onDownloadProgress: onProgress ? (loaded, total) => onProgress({ loaded, total }) : undefined,
    });
  } catch (error) {
    const stored = isApiError(error) && error.kind === "network" ? await request.deviceCopy?.load() : undefined;
    if (!stored) throw error;
    return stored;
  }
  const name = result.fileName ?? request.fallbackName;
  await request.deviceCopy?.save(result.blob, name);
  return { blob: result.blob, fileName: name };
}

/** Downloads and saves a file; resolves with the file name used. */
export async function downloadFile(
  request: DownloadRequest,
  onProgress?: (progress: DownloadProgress) => void,
): Promise<string> {
  const { blob, fileName } = await fetchFile(request, onProgress);
  saveBlob(blob, fileName);
  return fileName;
}
