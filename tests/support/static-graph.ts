/**
 * The modules a file reaches through static, non-type imports (the project's own, resolved by
 * hand): the service worker's tests check that its registrations reach neither React nor the
 * page's state.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

/** The modules `file` reaches through static, non-type imports (the project's own, resolved by hand). */
export function staticGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  if (!file.startsWith(ROOT)) return seen;
  const source = readFileSync(file, "utf8");
  for (const [, specifier] of source.matchAll(/^import (?!type )[^;]*?from "([^"]+)";/gms)) {
    if (!specifier) continue;
    const base = specifier.startsWith("@/") ? path.join(ROOT, "src", specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(file), specifier) : specifier;
    if (!path.isAbsolute(base)) {
      seen.add(base);
      continue;
    }
    const resolved = [".ts", ".tsx", "/index.ts"].map((ending) => base + ending).find((candidate) => existsSync(candidate));
    if (resolved) staticGraph(resolved, seen);
  }
  return seen;
}

/** The modules of a graph that belong to the page only (components, React, TanStack's React bindings, jotai). */
export function reachesPageCode(graph: Set<string>): string[] {
  return [...graph].filter((id) => id.endsWith(".tsx") || id === "react" || id.startsWith("react-") || id.startsWith("@tanstack/react") || id === "jotai");
}
