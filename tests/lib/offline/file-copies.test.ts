import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadFile } from "@/lib/download";
import { deviceFileCopy, loadFile } from "@/lib/offline";
import { offline, stubFetch } from "../fetch-stub";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("attachments kept on the device", () => {
  it("a file opened online opens again offline, for the same account only", async () => {
    // Which file is saved is what counts here, not its object URL (a browser opens the device
    // copy offline in e2e/offline-reading.spec.ts).
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:test");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const anchors: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      anchors.push(this.download);
    });
    stubFetch(
      () =>
        new Response(new Blob(["%PDF-1.4"]), {
          headers: { "Content-Type": "application/pdf", "Content-Disposition": 'attachment; filename="notice.pdf"', "X-CSRF-TOKEN": "t" },
        }),
    );
    const path = "/correspondences/attachments/5";
    await expect(downloadFile({ path, fallbackName: "5.pdf", deviceCopy: deviceFileCopy(7, path) })).resolves.toBe("notice.pdf");
    expect((await loadFile(7, path))?.fileName).toBe("notice.pdf");

    stubFetch(offline);
    await expect(downloadFile({ path, fallbackName: "5.pdf", deviceCopy: deviceFileCopy(7, path) })).resolves.toBe("notice.pdf");
    expect(anchors).toEqual(["notice.pdf", "notice.pdf"]);
    // Another account has no copy: the network failure stands.
    await expect(downloadFile({ path, fallbackName: "5.pdf", deviceCopy: deviceFileCopy(8, path) })).rejects.toMatchObject({ kind: "network" });
  });
});
