import { describe, expect, it, vi } from "vitest";
import { handleNavigation } from "../../sw/navigation";

const request = () => new Request("https://ipo.example.lt/correspondence");
const shellResponse = () => new Response("<!doctype html><title>shell</title>", { status: 200 });

describe("handleNavigation", () => {
  it("returns the network response when the network answers", async () => {
    const shell = vi.fn(async () => shellResponse());
    const res = await handleNavigation(request(), {
      network: async () => new Response("fresh", { status: 200 }),
      shell,
    });
    expect(await res.text()).toBe("fresh");
    expect(shell).not.toHaveBeenCalled();
  });

  it("keeps a 404 from the network", async () => {
    const res = await handleNavigation(request(), {
      network: async () => new Response("nope", { status: 404 }),
      shell: async () => shellResponse(),
    });
    expect(res.status).toBe(404);
  });

  it("falls back to the precached shell when offline or timed out", async () => {
    const res = await handleNavigation(request(), {
      network: async () => {
        throw new TypeError("Failed to fetch");
      },
      shell: async () => shellResponse(),
    });
    expect(await res.text()).toContain("shell");
  });

  it("falls back to the shell on a 5xx from the network", async () => {
    const res = await handleNavigation(request(), {
      network: async () => new Response("bad gateway", { status: 502 }),
      shell: async () => shellResponse(),
    });
    expect(await res.text()).toContain("shell");
  });

  it("passes a 5xx through when no shell is cached", async () => {
    const res = await handleNavigation(request(), {
      network: async () => new Response("bad gateway", { status: 502 }),
      shell: async () => undefined,
    });
    expect(res.status).toBe(502);
  });

  it("returns a network error when there is neither network nor shell", async () => {
    const res = await handleNavigation(request(), {
      network: async () => {
        throw new TypeError("Failed to fetch");
      },
      shell: async () => {
        throw new Error("cache unavailable");
      },
    });
    expect(res.type).toBe("error");
  });
});
