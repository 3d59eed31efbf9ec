/// <reference lib="webworker" />
/**
 * Web Share Target (manifest `share_target`, src/lib/pwa/manifest.ts): the phone's
 * share sheet POSTs the files (multipart, field `files`) to /share-target; the worker keeps them
 * in IndexedDB (./shared-files.ts) and sends the browser to the picker /share?id=…, which
 * attaches them to a reply draft through the outbox. Works offline: nothing here needs the
 * network.
 */
import { saveShare, type SharedFile } from "./shared-files";

export const SHARE_TARGET_PATH = "/share-target";
export const SHARE_FILES_FIELD = "files";
export const SHARE_PICKER_PATH = "/share";

/** The share's files (empty parts and text fields left out) stored; answers the picker's address. */
export async function receiveShare(request: Request): Promise<Response> {
  const form = await request.formData();
  const parts = form.getAll(SHARE_FILES_FIELD).filter((value): value is File => typeof value !== "string" && value.size > 0);
  // Each part is kept as the Blob it is: the bytes go into the browser's store, never into this thread.
  const files: SharedFile[] = parts.map((file) => ({ name: file.name, type: file.type, content: file }));
  const id = await saveShare(files);
  // 303: the browser follows with a GET, so a reload never posts the files again.
  return Response.redirect(new URL(`${SHARE_PICKER_PATH}?id=${encodeURIComponent(id)}`, request.url).href, 303);
}

/** Registers the handler; call before the other fetch routes (it only takes that one POST). */
export function registerShareTarget(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener("fetch", (event) => {
    const url = new URL(event.request.url);
    if (event.request.method !== "POST" || url.origin !== worker.location.origin || url.pathname !== SHARE_TARGET_PATH) return;
    // Nothing could be kept (storage refused): the picker says the files are not on the device.
    event.respondWith(receiveShare(event.request).catch(() => Response.redirect(new URL(SHARE_PICKER_PATH, url).href, 303)));
  });
}
