/**
 * Design system: Chakra's default config plus the office's brand palette.
 * Breakpoints follow spec 2 §9 (600, 960, 1100, 1280, 1920 px); `md` = 960 px is the
 * small-screen boundary where the menu becomes a drawer.
 */
import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

const brand = defineConfig({
  theme: {
    breakpoints: { sm: "600px", md: "960px", lg: "1100px", xl: "1280px", "2xl": "1920px" },
    tokens: {
      colors: {
        brand: {
          50: { value: "#e8f0fb" },
          100: { value: "#c5d8f4" },
          200: { value: "#9ebeec" },
          300: { value: "#6f9fe1" },
          400: { value: "#4583d6" },
          500: { value: "#1f66c1" },
          600: { value: "#004b87" },
          700: { value: "#113f7a" },
          800: { value: "#0b2c57" },
          900: { value: "#061a35" },
        },
      },
      sizes: { sidebar: { value: "238px" } },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: "{colors.brand.600}" },
          contrast: { value: "white" },
          fg: { value: "{colors.brand.700}" },
          muted: { value: "{colors.brand.100}" },
          subtle: { value: "{colors.brand.50}" },
          emphasized: { value: "{colors.brand.200}" },
          focusRing: { value: "{colors.brand.500}" },
        },
      },
    },
  },
  globalCss: {
    "html, body": { minHeight: "100%" },
  },
});

export const system = createSystem(defaultConfig, brand);
