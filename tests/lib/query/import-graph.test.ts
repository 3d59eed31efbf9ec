/**
 * src/lib/query depends on itself in one direction: no module reaches itself again
 * through its imports, static or lazy (`import("./x")`). The query client once imported the
 * device persister, which imported the shell persister, which imported the query client.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const FOLDER = join(process.cwd(), "src/lib/query");

/** The folder's modules each file imports (`./x`, `@/lib/query/x`; static or lazy). */
function importsOf(file: string, modules: ReadonlySet<string>): string[] {
  const source = readFileSync(join(FOLDER, file), "utf8");
  const specifiers = [...source.matchAll(/(?:from|import\()\s*"(\.\/[\w-]+|@\/lib\/query\/[\w-]+)"/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => specifier.replace(/^(\.\/|@\/lib\/query\/)/, "")).filter((name) => modules.has(name));
}

function findCircle(graph: ReadonlyMap<string, string[]>): string[] | null {
  const done = new Set<string>();
  const walk = (name: string, path: string[]): string[] | null => {
    if (path.includes(name)) return [...path.slice(path.indexOf(name)), name];
    if (done.has(name)) return null;
    for (const next of graph.get(name) ?? []) {
      const circle = walk(next, [...path, name]);
      if (circle) return circle;
    }
    done.add(name);
    return null;
  };
  for (const name of graph.keys()) {
    const circle = walk(name, []);
    if (circle) return circle;
  }
  return null;
}

describe("src/lib/query imports", () => {
  it("hold no circle", () => {
    const files = readdirSync(FOLDER).filter((file) => /\.tsx?$/.test(file) && file !== "index.ts");
    const modules = new Set(files.map((file) => file.replace(/\.tsx?$/, "")));
    const graph = new Map(files.map((file) => [file.replace(/\.tsx?$/, ""), importsOf(file, modules)]));
    expect(graph.get("query-client")).toContain("device-persister");
    expect(findCircle(graph)).toBeNull();
  });
});
