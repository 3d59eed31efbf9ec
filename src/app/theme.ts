/**
 * Design system: Chakra's base config with its default tokens, the small recipes, and
 * only the slot recipes of the components in use, plus the office's brand palette. The
 * sign-in page starts with the few slot recipes it needs; the signed-in area loads the
 * rest (./theme-full.ts) before it renders, keeping ~8 KB gzip off the sign-in page.
 * Breakpoints follow spec 2 §9 (600, 960, 1100, 1280, 1920 px); `md` = 960 px is the
 * small-screen boundary where the menu becomes a drawer.
 *
 * Using a Chakra component whose slot recipe is not listed renders it unstyled: add its
 * recipe to `signedInSlotRecipes` in ./theme-full.ts (or here, if signed-out pages use it).
 */
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  keyframes,
  layerStyles,
  listSlotRecipe,
  recipes,
  semanticTokens,
  textStyles,
  tokens,
} from "@chakra-ui/react/theme";
import type { SystemConfig } from "@chakra-ui/react";

type SlotRecipes = NonNullable<NonNullable<SystemConfig["theme"]>["slotRecipes"]>;

/** Slot recipes of the signed-out pages (sign-in form, alerts, the error dialog). */
export const signedOutSlotRecipes: SlotRecipes = {
  alert: alertSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
};

function themeWith(slotRecipes: SlotRecipes) {
  return defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: { keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
  });
}

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

/** A system with the base tokens and recipes plus the given slot recipes. */
export function createAppSystem(slotRecipes: SlotRecipes) {
  return createSystem(mergeConfigs(defaultBaseConfig, themeWith(slotRecipes)), brand);
}

/** The system the app starts with; the signed-in area upgrades it (./system-state.ts). */
export const signedOutSystem = createAppSystem(signedOutSlotRecipes);
