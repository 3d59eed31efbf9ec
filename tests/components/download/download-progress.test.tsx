import { act } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { DownloadProgress, type ActiveDownload } from "@/components/download";
import { i18n } from "@/lib/i18n";
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
