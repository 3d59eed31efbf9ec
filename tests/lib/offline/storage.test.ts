import { describe, expect, it } from "vitest";
import { lastPersistAnswer, requestPersistentStorage, storageUsage } from "@/lib/offline";
import { refreshPersistAnswer } from "@/lib/offline/storage";

describe("persistent storage", () => {
  it("asks the browser and remembers its answer", async () => {
    expect(lastPersistAnswer()).toBeNull();
    await expect(requestPersistentStorage({ persisted: () => Promise.resolve(false), persist: () => Promise.resolve(true) })).resolves.toBe("granted");
    expect(lastPersistAnswer()).toBe("granted");
    await expect(requestPersistentStorage({ persisted: () => Promise.resolve(false), persist: () => Promise.resolve(false) })).resolves.toBe("denied");
    expect(lastPersistAnswer()).toBe("denied");
  });

  it("does not ask again when storage is already persistent, and copes without the API", async () => {
    let asked = false;
    await expect(
      requestPersistentStorage({
        persisted: () => Promise.resolve(true),
        persist: () => {
          asked = true;
          return Promise.resolve(true);
        },
      }),
    ).resolves.toBe("granted");
    expect(asked).toBe(false);
    await expect(requestPersistentStorage(undefined)).resolves.toBe("unsupported");
  });

  it("reports the storage used", async () => {
    await expect(storageUsage({ estimate: () => Promise.resolve({ usage: 2048, quota: 10_000 }) })).resolves.toEqual({ usageBytes: 2048, quotaBytes: 10_000 });
    await expect(storageUsage({})).resolves.toBeNull();
  });
});

describe("the remembered answer kept up to date", () => {
  it("takes over a grant made since (an installation), never a 'not persisted'", async () => {
    await refreshPersistAnswer({ persisted: () => Promise.resolve(false) });
    expect(lastPersistAnswer()).toBeNull();
    await refreshPersistAnswer({ persisted: () => Promise.resolve(true) });
    expect(lastPersistAnswer()).toBe("granted");
  });
});
