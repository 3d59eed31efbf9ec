/** Device copies of files the user opened (attachments): kept per account and file path. */
import type { DeviceFileCopy } from "@/lib/download";
import { loadFile, saveFile } from "./store";

export function deviceFileCopy(userId: number, path: string): DeviceFileCopy {
  return {
    save: (blob, fileName) => saveFile(userId, path, blob, fileName),
    load: async () => {
      const record = await loadFile(userId, path);
      return record ? { blob: record.value, fileName: record.fileName } : undefined;
    },
  };
}
