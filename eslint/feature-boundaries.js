/**
 * ESLint rule: features stay independent (bulletproof-react style).
 * - a file in src/features/<a>/ may not import src/features/<b>/ (b != a);
 * - src/lib and src/components (shared code) may not import any feature.
 * Routes compose features, so src/routes may import them.
 */
import path from "node:path";

const FEATURE = /(?:^|\/)src\/features\/([^/]+)\//;

function targetOf(fromFile, source) {
  if (source.startsWith("@/")) return "src/" + source.slice(2);
  if (source.startsWith(".")) return path.posix.join(path.posix.dirname(fromFile), source);
  return null;
}

export const featureBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "Features do not import each other; shared code does not import features." },
    schema: [],
    messages: {
      crossFeature: "Feature '{{from}}' may not import feature '{{to}}': move shared code to src/lib or src/components.",
      sharedImportsFeature: "Shared code may not import feature '{{to}}'.",
    },
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join("/");
    const fromFeature = FEATURE.exec(file)?.[1];
    const isShared = /^src\/(lib|components)\//.test(file);
    function check(node) {
      const source = node.source && node.source.value;
      if (typeof source !== "string") return;
      const target = targetOf(file, source);
      if (!target) return;
      const toFeature = FEATURE.exec(target + "/")?.[1];
      if (!toFeature) return;
      if (fromFeature && toFeature !== fromFeature) {
        context.report({ node, messageId: "crossFeature", data: { from: fromFeature, to: toFeature } });
      } else if (isShared) {
        context.report({ node, messageId: "sharedImportsFeature", data: { to: toFeature } });
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
