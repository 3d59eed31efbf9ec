/**
 * The file inspection worker (decision 86): reads a chosen file, hashes it and counts a PDF's
 * pages off the main thread, then hands the bytes back (transferred, not copied) with what it
 * found. A file that changed on disk after it was chosen cannot be read (`NotReadableError`):
 * the page is told so.
 */
import { inspectBytes } from "./inspect-bytes";

export interface InspectRequest {
  id: number;
  file: File;
}

export type InspectAnswer =
  | { id: number; ok: true; bytes: ArrayBuffer; sha256: string; pageCount: number | null }
  | { id: number; ok: false; changed: boolean; message: string };

const scope = globalThis as unknown as { onmessage: ((event: MessageEvent<InspectRequest>) => void) | null; postMessage(message: InspectAnswer, transfer?: Transferable[]): void };

scope.onmessage = (event) => {
  const { id, file } = event.data;
  void (async () => {
    try {
      const bytes = await file.arrayBuffer();
      const { sha256, pageCount } = await inspectBytes(bytes);
      scope.postMessage({ id, ok: true, bytes, sha256, pageCount }, [bytes]);
    } catch (error) {
      const name = error instanceof DOMException ? error.name : "";
      scope.postMessage({ id, ok: false, changed: name === "NotReadableError", message: error instanceof Error ? error.message : String(error) });
    }
  })();
};
