/**
 * Design system: Chakra's base config with its default tokens, the small recipes, and
 * only the slot recipes of the components in use, plus the office's brand palette.
 * Breakpoints follow spec 2 §9 (600, 960, 1100, 1280, 1920 px); `md` = 960 px is the
 * small-screen boundary where the menu becomes a drawer.
 *
 * Chakra (and this module) never loads on the sign-in page: it is plain HTML and CSS
 * (src/app/plain.css) and everything else renders inside `ChakraRoot`
 * (src/components/design-system), which loads this system on demand.
 *
 * Using a Chakra component whose slot recipe is not listed renders it unstyled: add its
 * recipe to `slotRecipes` below.
 */
// From Chakra's entry points without components: this module starts the design system's core
// chunk (scripts/signed-in-chunks.ts), which must not pull in the components.
import { defaultBaseConfig } from "@chakra-ui/react/preset-base";
import { createSystem, defineConfig } from "@chakra-ui/react/styled-system";
import type { SystemConfig, SystemContext } from "@chakra-ui/react";
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  blockquoteSlotRecipe,
  breadcrumbSlotRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  collapsibleSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  fileUploadSlotRecipe,
  globalCss,
  keyframes,
  layerStyles,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  numberInputSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  recipes,
  segmentGroupSlotRecipe,
  selectSlotRecipe,
  semanticTokens,
  statSlotRecipe,
  statusSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from "@chakra-ui/react/theme";

type SlotRecipes = NonNullable<NonNullable<SystemConfig["theme"]>["slotRecipes"]>;

/** Slot recipes of the components in use. */
const slotRecipes: SlotRecipes = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  blockquote: blockquoteSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  fileUpload: fileUploadSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  numberInput: numberInputSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  select: selectSlotRecipe,
  stat: statSlotRecipe,
  status: statusSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tag: tagSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

/**
 * Chakra's colour palettes the app never uses (no recipe of ours refers to them either): left
 * out, like the app's missing dark mode below, so `createSystem` builds about 190 fewer tokens
 * and CSS variables on every start. A `colorPalette` listed here renders uncoloured.
 */
const UNUSED_PALETTES = new Set(["teal", "cyan", "pink", "yellow"]);

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;
}

/** A semantic token's light value only: the app has no dark mode (no `.dark` class is ever set). */
function lightOnly<T>(tokens: T): T {
  if (tokens === null || typeof tokens !== "object" || Array.isArray(tokens)) return tokens;
  const entries = Object.entries(tokens).map(([key, value]: [string, unknown]) => {
    if (key === "value" && value !== null && typeof value === "object" && "_light" in value) return [key, value._light];
    return [key, lightOnly(value)];
  });
  return Object.fromEntries(entries) as T;
}

/**
 * Chakra's global styles without the 23 variables its `*` rule gives every element for the
 * `filter: "auto"`, `backdropFilter: "auto"` and `ring` utilities, which neither the app nor
 * a recipe in use (slider's is not) relies on: an element that declares variables costs the
 * browser more at every restyle. The three `--global-*` variables the reset reads
 * are inherited from `html` instead; nothing sets them anywhere else.
 */
function withoutUnusedElementVariables(css: typeof globalCss): typeof globalCss {
  const { "*": every = {}, html = {}, ...rest } = css as Record<string, Record<string, unknown>>;
  const kept = Object.entries(every).filter(([name]) => !name.startsWith("--"));
  const inherited = Object.entries(every).filter(([name]) => name.startsWith("--global-"));
  return { ...rest, "*": Object.fromEntries(kept), html: { ...html, ...Object.fromEntries(inherited) } } as typeof globalCss;
}

/**
 * The theme without its recipes: `createSystem` deep-clones and merges every config it is
 * given, and the recipes are most of this one, yet nothing in it reads them; the system looks
 * them up on use (`getAppSystem` hands them over after).
 */
function themeWithoutRecipes() {
  return defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss: withoutUnusedElementVariables(globalCss),
    theme: {
      keyframes,
      tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
      semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors ?? {}) }),
      textStyles,
      layerStyles,
      animationStyles,
    },
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

/**
 * The app's Chakra system: base tokens and recipes, the slot recipes in use, the brand.
 * Made on first use, not when this module loads: `createSystem` builds the token
 * dictionary and utilities in one synchronous block, so the design system's loader runs it as
 * a task of its own after the chunk's evaluation (src/components/design-system).
 *
 * The recipes join the system after `createSystem`, uncloned: its `getRecipe`,
 * `getSlotRecipe` and `isRecipe` read them from the theme of the system's `_config`, which
 * is the object its functions hold (tests/app/theme.test.ts checks that they find them).
 * Cloning them was a quarter of `createSystem`'s time on a cold start.
 */
let appSystem: SystemContext | null = null;

export function getAppSystem(): SystemContext {
  if (appSystem) return appSystem;
  // createSystem merges its configs itself: one merge, not two.
  const system = createSystem(defaultBaseConfig, themeWithoutRecipes(), brand);
  const theme = system._config.theme;
  if (!theme) throw new Error("theme: createSystem kept no theme to hand the recipes to");
  Object.assign(theme, { recipes, slotRecipes });
  appSystem = system;
  return system;
}
