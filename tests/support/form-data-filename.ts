/**
 * happy-dom's `FormData.append(name, blob, filename)` names a Blob that is not a File "blob";
 * browsers name it `filename`, as the XHR standard says (the outbox appends its stored Blobs
 * so, src/features/correspondence/outbox/deliver.ts). `nameAppendedBlobs()` (tests/setup-web.ts) makes happy-dom
 * follow the standard there; every other append is unchanged.
 */
export function nameAppendedBlobs(): void {
  const append = FormData.prototype.append as (this: FormData, name: string, value: string | Blob, filename?: string) => void;
  FormData.prototype.append = function (this: FormData, name: string, value: string | Blob, filename?: string) {
    const named = value instanceof Blob && !(value instanceof File) && filename !== undefined ? new File([value], filename, { type: value.type }) : value;
    append.call(this, name, named, filename);
  } as typeof FormData.prototype.append;
}
