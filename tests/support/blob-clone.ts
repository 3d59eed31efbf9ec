/**
 * Browsers store a Blob in IndexedDB by reference and read it back as a Blob with the same
 * bytes. fake-indexeddb clones values with Node's `structuredClone`, which turns happy-dom's
 * Blobs into empty plain objects. `keepBlobsInClones()` (tests/setup-web.ts) makes the clone
 * keep Blobs as browsers do (a Blob is immutable: the clone may share it); every value without
 * a Blob is cloned by Node's `structuredClone` as before.
 */
const nodeClone = globalThis.structuredClone;

/** Whether `value` holds a Blob, in an array or a plain object (the shapes the app stores). */
function holdsBlob(value: unknown, seen = new Set<unknown>()): boolean {
  if (value instanceof Blob) return true;
  if (typeof value !== "object" || value === null || seen.has(value)) return false;
  seen.add(value);
  if (Array.isArray(value)) return value.some((item) => holdsBlob(item, seen));
  return isPlainObject(value) && Object.values(value).some((item) => holdsBlob(item, seen));
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function cloneKeepingBlobs(value: unknown): unknown {
  if (value instanceof Blob) return value;
  if (Array.isArray(value)) return value.map(cloneKeepingBlobs);
  if (typeof value === "object" && value !== null && isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cloneKeepingBlobs(item)]));
  }
  return nodeClone(value);
}

export function keepBlobsInClones(): void {
  globalThis.structuredClone = ((value: unknown, options?: StructuredSerializeOptions) =>
    holdsBlob(value) ? cloneKeepingBlobs(value) : nodeClone(value, options)) as typeof structuredClone;
}
