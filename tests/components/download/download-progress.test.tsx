import { act, useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DownloadProgress, SLOW_DOWNLOAD_MS, useFileDownload, type ActiveDownload } from "@/components/download";
import { i18n } from "@/lib/i18n";
import { stubFetch } from "../../lib/fetch-stub";
import { mountPerTest, withAppProviders } from "../../support/dom";

const download = (loaded: number, total: number | null): ActiveDownload => ({ label: "report.pdf", loaded, total, visible: true, key: "k" });

describe("DownloadProgress", () => {
  const dom = mountPerTest();
  beforeEach(() => {
    i18n.loadAndActivate({ locale: "en", messages: {} });
  });

  const bar = () => dom.container.querySelector("[role=progressbar]");
  const amount = () => dom.container.querySelector("[data-testid=download-amount]")?.textContent;

  it("shows the real bytes of a small file and a bar that matches them", async () => {
    await act(async () => dom.root.render(withAppProviders(<DownloadProgress download={download(12 * 1024, 48 * 1024)} />)));
    expect(amount()).toBe("12.0 kB of 48.0 kB");
    expect(bar()?.getAttribute("aria-valuenow")).toBe("25");
    expect(bar()?.getAttribute("aria-valuetext")).toBe("12.0 kB of 48.0 kB");
  });

  it("is indeterminate when the size is unknown", async () => {
    await act(async () => dom.root.render(withAppProviders(<DownloadProgress download={download(3 * 1024 * 1024, null)} />)));
    expect(amount()).toBe("3.0 MB received");
    expect(bar()?.hasAttribute("aria-valuenow")).toBe(false);
    expect(bar()?.getAttribute("data-state")).toBe("indeterminate");
  });

  it("shows nothing for a download that is not visible yet", async () => {
    await act(async () => dom.root.render(withAppProviders(<DownloadProgress download={{ ...download(0, null), visible: false }} />)));
    expect(bar()).toBeNull();
  });
});

describe("useFileDownload", () => {
  const dom = mountPerTest();
  beforeEach(() => {
    i18n.loadAndActivate({ locale: "en", messages: {} });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function Downloader() {
    const files = useFileDownload();
    const { download } = files;
    useEffect(() => {
      void download({ path: "/slow/file", fallbackName: "file.pdf" }, "file.pdf");
    }, [download]);
    return <DownloadProgress download={files.active} />;
  }

  it("shows an indeterminate bar for a slow office that has sent no byte yet", async () => {
    // The office never answers within the test.
    stubFetch(() => new Promise<Response>(() => undefined));
    await act(async () => dom.root.render(withAppProviders(<Downloader />)));
    expect(dom.container.querySelector("[role=progressbar]")).toBeNull();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_DOWNLOAD_MS + 100));
    });
    expect(dom.container.querySelector("[role=progressbar]")?.getAttribute("data-state")).toBe("indeterminate");
    expect(dom.container.querySelector("[data-testid=download-amount]")?.textContent).toBe("Waiting for the office…");
  });
});

