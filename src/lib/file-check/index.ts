/**
 * Files the user attaches, checked on the device when attached (decision 86): the bytes are
 * read once, hashed (SHA-256) and, for a PDF, their pages counted, in a worker
 * (./inspect-worker.ts), so no main-thread task grows with the file's size. The worker hands
 * back a Blob of exactly the bytes it hashed (posted by reference, the bytes are not copied
 * into this thread); the outbox keeps that Blob beside the queued upload and the hash goes
 * with it to the office, which checks it.
 * A file that changed on disk after it was chosen cannot be read: `FileChangedError` says so.
 * Where workers are missing (unit tests), or the worker's script cannot be loaded (offline
 * before the service worker has cached it), the same inspection runs in this thread.
 */
import type { InspectAnswer, InspectRequest } from "./inspect-worker";

export interface InspectedFile {
  name: string;
  type: string;
  /** The bytes that were hashed (a change of the file on disk afterwards does not reach them). */
  content: Blob;
  /** Bytes. */
  size: number;
  /** Lower-case hex SHA-256 of `content`. */
  sha256: string;
  /** Pages of a PDF; null for other types and unreadable PDFs. */
  pageCount: number | null;
}

/** The file changed on disk after the user chose it (the browser refuses to read it). */
export class FileChangedError extends Error {
  override readonly name = "FileChangedError";
  constructor(readonly fileName: string) {
    super(`${fileName} changed after it was chosen`);
  }
}

function changedOr(error: unknown, file: File): unknown {
  return error instanceof DOMException && error.name === "NotReadableError" ? new FileChangedError(file.name) : error;
}

async function inspectHere(files: readonly File[]): Promise<InspectedFile[]> {
  const { inspectBytes } = await import("./inspect-bytes");
  const inspected: InspectedFile[] = [];
  for (const file of files) {
    const bytes = await file.arrayBuffer().catch((error: unknown) => Promise.reject(changedOr(error, file)));
    const content = new Blob([bytes], { type: file.type });
    inspected.push({ name: file.name, type: file.type, content, size: content.size, ...(await inspectBytes(bytes)) });
  }
  return inspected;
}

async function inspectInWorker(files: readonly File[]): Promise<InspectedFile[]> {
  const worker = new Worker(new URL("./inspect-worker.ts", import.meta.url), { type: "module" });
  const ask = (id: number, file: File) =>
    new Promise<InspectedFile>((resolve, reject) => {
      const onMessage = ({ data }: MessageEvent<InspectAnswer>) => {
        if (data.id !== id) return;
        worker.removeEventListener("message", onMessage);
        if (data.ok) resolve({ name: file.name, type: file.type, content: data.content, size: data.content.size, sha256: data.sha256, pageCount: data.pageCount });
        else reject(data.changed ? new FileChangedError(file.name) : new Error(data.message));
      };
      worker.addEventListener("message", onMessage);
      // The worker's script could not be loaded (offline before the service worker cached it).
      worker.addEventListener("error", () => reject(new WorkerUnavailable()), { once: true });
      worker.postMessage({ id, file } satisfies InspectRequest);
    });
  try {
    const inspected: InspectedFile[] = [];
    // One at a time: the bytes of only one file are in the worker at once.
    for (const [index, file] of files.entries()) inspected.push(await ask(index, file));
    return inspected;
  } finally {
    worker.terminate();
  }
}

class WorkerUnavailable extends Error {}

/** Reads, hashes and counts the pages of each file, in order. */
export async function inspectFiles(files: readonly File[]): Promise<InspectedFile[]> {
  if (typeof Worker !== "function") return inspectHere(files);
  try {
    return await inspectInWorker(files);
  } catch (error) {
    // Without its worker the file is still attached: hashed here (Web Crypto runs off this thread).
    if (error instanceof WorkerUnavailable) return inspectHere(files);
    throw error;
  }
}

