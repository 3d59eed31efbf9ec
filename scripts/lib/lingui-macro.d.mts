import type { Plugin } from "vite";
/** Vite/Vitest plugin compiling lingui macros with Babel (scripts/lib/lingui-macro.mjs). */
export function linguiMacro(): Plugin;
