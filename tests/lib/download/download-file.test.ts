import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadFile, type DownloadProgress } from "@/lib/download";
import { stubFetch } from "../fetch-stub";

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe("downloadFile", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("reports progress, saves under the Content-Disposition name and returns it", async () => {
    const chunks = [new Uint8Array(600), new Uint8Array(400)];
    const { calls } = stubFetch(
      () =>
        new Response(streamOf(chunks), {
          headers: {
            "Content-Type": "application/pdf",
            "Content-Length": "1000",
            "Content-Disposition": "attachment; filename=\"receipt-EF-2026-00001.pdf\"",
            "X-CSRF-TOKEN": "t",
          },
        }),
    );
    const created = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:x");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const progress: DownloadProgress[] = [];
    const name = await downloadFile({ path: "/applications/EF-2026-00001/receipt", fallbackName: "receipt.pdf" }, (p) => progress.push(p));
    expect(name).toBe("receipt-EF-2026-00001.pdf");
    expect(clicked).toEqual(["receipt-EF-2026-00001.pdf"]);
    expect(calls[0]?.url).toBe("/api/v1/applications/EF-2026-00001/receipt");
    expect(progress.at(-1)).toEqual({ loaded: 1000, total: 1000 });
    expect(progress.map((p) => p.loaded)).toEqual([0, 600, 1000]);
    const blob = created.mock.calls[0]?.[0] as Blob;
    expect(blob.size).toBe(1000);
  });

  it("uses the fallback name when the server gives none, and posts JSON for exports", async () => {
    const { calls } = stubFetch(() => new Response(new Uint8Array(3), { headers: { "X-CSRF-TOKEN": "t" } }));
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:y");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const name = await downloadFile({ method: "POST", path: "/applications/all/excel", json: { userId: 1 }, fallbackName: "applications.xlsx" });
    expect(name).toBe("applications.xlsx");
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.body).toBe(JSON.stringify({ userId: 1 }));
  });
});
