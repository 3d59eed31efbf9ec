/**
 * Compiles lingui's `t`/`<Trans>`/`msg` macros with Babel in Vite and Vitest, before the React
 * plugin (oxc) handles JSX. Only modules that import a lingui macro are parsed by Babel; everything
 * else passes through untouched. (@rolldown/plugin-babel does the same but declares Node >= 22.12,
 * and lingui's SWC plugin generates lingui 6 message ids; this keeps Node 20 and lingui 5.)
 */
import { transformAsync } from "@babel/core";

const SOURCE = /\.[cm]?[jt]sx?$/;
const MACRO_IMPORT = /from\s+["']@lingui\/(?:react\/macro|core\/macro|macro)["']/;

/** @returns {import("vite").Plugin} */
export function linguiMacro() {
  return {
    name: "ipo:lingui-macro",
    // Before the React plugin: the macros must be gone before JSX is compiled.
    enforce: "pre",
    async transform(code, id) {
      const file = id.split("?")[0];
      if (!SOURCE.test(file) || file.includes("/node_modules/") || !MACRO_IMPORT.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        // Only the macro plugin: no project Babel config, no preset (TypeScript and JSX stay as they are).
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ["jsx", "typescript"] },
        plugins: ["@lingui/babel-plugin-lingui-macro"],
        sourceMaps: true,
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
