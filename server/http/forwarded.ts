/**
 * Who is asking, behind a reverse proxy: the peer's address, and `X-Forwarded-For` /
 * `X-Forwarded-Proto` only when that peer is one of the trusted proxies (IPO_TRUSTED_PROXIES:
 * addresses or CIDR ranges). Anyone else's forwarded headers are ignored.
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { BlockList, isIP } from "node:net";

/** `::ffff:10.0.0.1` → `10.0.0.1`, so IPv4 lists match IPv4-mapped peers. */
function normalise(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? (mapped[1] as string) : address;
}

export class TrustedProxies {
  private readonly list = new BlockList();
  private readonly empty: boolean;

  constructor(entries: readonly string[]) {
    for (const entry of entries) {
      const [address, prefix] = entry.split("/") as [string, string | undefined];
      const family = isIP(address);
      if (family === 0) throw new Error(`IPO_TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
      const type = family === 4 ? "ipv4" : "ipv6";
      if (prefix === undefined) this.list.addAddress(address, type);
      else this.list.addSubnet(address, Number(prefix), type);
    }
    this.empty = entries.length === 0;
  }

  has(address: string): boolean {
    if (this.empty) return false;
    const plain = normalise(address);
    const family = isIP(plain);
    return family !== 0 && this.list.check(plain, family === 4 ? "ipv4" : "ipv6");
  }
}

/** The TCP peer's address; "unknown" outside @hono/node-server (app.request in unit tests). */
export function peerAddress(c: Context): string {
  try {
    return normalise(getConnInfo(c).remote.address ?? "unknown");
  } catch {
    return "unknown";
  }
}

/** The client's address: the peer, or, through trusted proxies, the last untrusted X-Forwarded-For hop. */
export function clientAddress(c: Context, proxies: TrustedProxies): string {
  let address = peerAddress(c);
  if (!proxies.has(address)) return address;
  const hops = (c.req.header("x-forwarded-for") ?? "").split(",").map((h) => normalise(h.trim())).filter((h) => isIP(h) !== 0);
  while (hops.length > 0 && proxies.has(address)) address = hops.pop() as string;
  return address;
}

/** Whether the browser used https: the request itself, or a trusted proxy's X-Forwarded-Proto. */
export function cameOverHttps(c: Context, proxies: TrustedProxies): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  return proxies.has(peerAddress(c)) && c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}
