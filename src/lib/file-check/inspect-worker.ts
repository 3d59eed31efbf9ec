/**
 * The file inspection worker (decision 86): reads a chosen file, hashes it and counts a PDF's
 * pages off the main thread, then hands back a Blob of the very bytes it hashed (made here, off
 * the main thread; a Blob is posted by reference, its bytes are not copied to the page) with
 * what it found. A file that changed on disk after it was chosen cannot be read (`NotReadableError`):
 * the page is told so.
 */
import { inspectBytes } from "./inspect-bytes";

export interface InspectRequest {
  id: number;
  file: File;
}

export type InspectAnswer =
  | { id: number; ok: true; content: Blob; sha256: string; pageCount: number | null }
  | { id: number; ok: false; changed: boolean; message: string };

const scope = globalThis as unknown as { onmessage: ((event: MessageEvent<InspectRequest>) => void) | null; postMessage(message: InspectAnswer): void };

scope.onmessage = (event) => {
  const { id, file } = event.data;
  void (async () => {
    try {
      const bytes = await file.arrayBuffer();
      const { sha256, pageCount } = await inspectBytes(bytes);
      scope.postMessage({ id, ok: true, content: new Blob([bytes], { type: file.type }), sha256, pageCount });
    } catch (error) {
      const name = error instanceof DOMException ? error.name : "";
      scope.postMessage({ id, ok: false, changed: name === "NotReadableError", message: error instanceof Error ? error.message : String(error) });
    }
  })();
};
