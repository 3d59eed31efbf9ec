import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { featureBoundaries } from "./eslint/feature-boundaries.js";

export default tseslint.config(
  {
    ignores: ["dist/**", "node_modules/**", "src/routeTree.gen.ts", "src/locales/**/*.ts", "test-results/**", "playwright-report/**", "bench-results/**", "data/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, local: { rules: { "feature-boundaries": featureBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "local/feature-boundaries": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["warn", { allow: ["warn", "error", "info"] }],
      "no-restricted-syntax": [
        "error",
        {
          // Chakra's Spinner is a <span>: a name without a role is an ARIA attribute axe refuses.
          selector: "JSXOpeningElement[name.name='Spinner']:has(JSXAttribute[name.name='aria-label']):not(:has(JSXAttribute[name.name='role']))",
          message: "A labelled Spinner needs role=\"status\" (a span may not carry aria-label).",
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Scripts and the server print to the console on purpose.
    files: ["scripts/**", "server/**", "e2e/**", "tests/**"],
    rules: { "no-console": "off" },
  },
);
