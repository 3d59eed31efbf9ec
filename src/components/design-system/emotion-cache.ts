/**
 * The emotion cache of the design system (given to Chakra by ./chakra-provider.tsx): its rules go
 * into a new `<style>` element each frame instead of into one growing style sheet.
 *
 * Chrome restyles the whole page when a rule inside `@layer` or `@media` is inserted into a
 * style sheet it already uses (measured on the inbox: 14–19 ms for one rule, against 0.3 ms
 * for the same rule in a style element of its own, whose class no element has yet). Chakra puts
 * every recipe into `@layer recipes` and responsive values into `@media`, so each later render
 * that brought a new style (the rest of the shell after the first paint, the expiring alert)
 * cost a full restyle. Here, rules inserted before the next frame share that frame's new
 * element; the first rule after a frame starts a new one. Elements are in insertion order, so
 * the cascade is emotion's.
 *
 * Many style sheets make every full restyle slower (one per rule: +50 %), so when more than
 * MAX_ELEMENTS have gathered, they are merged into one while the browser is idle: one full
 * restyle, off the path of any interaction.
 */
import createCache, { type EmotionCache } from "@emotion/cache";
import { whenIdle } from "@/lib/idle";

/** Style elements of the cache before they are merged into one. */
export const MAX_ELEMENTS = 24;

type Sheet = EmotionCache["sheet"];
/** emotion's sheet places its elements with this method (private in its types). */
type PlacingSheet = { _insertTag(tag: HTMLStyleElement): void };

/** A style element as emotion makes them (its `data-s` marks it as not from a server render). */
function styleElement(sheet: Sheet): HTMLStyleElement {
  const element = document.createElement("style");
  element.setAttribute("data-emotion", sheet.key);
  if (sheet.nonce !== undefined) element.setAttribute("nonce", sheet.nonce);
  element.setAttribute("data-s", "");
  return element;
}

/** The rules of `elements`, as text, in order. */
function rulesOf(elements: readonly HTMLStyleElement[]): string {
  return elements.map((element) => Array.from(element.sheet?.cssRules ?? [], (rule) => rule.cssText).join("\n")).join("\n");
}

/** When the browser's next frame and its next idle period come (tests pass their own). */
export interface FrameScheduling {
  nextFrame(callback: () => void): void;
  whenIdle(callback: () => void): void;
}

const BROWSER: FrameScheduling = {
  nextFrame: (callback) => void requestAnimationFrame(callback),
  // Merged within 5 s even on a page that is never idle.
  whenIdle: (callback) => void whenIdle(callback, 5000),
};

/** Makes `sheet` insert into a fresh element per frame and merge its elements when idle. */
export function insertPerFrame(sheet: Sheet, scheduling: FrameScheduling = BROWSER): void {
  let fresh: HTMLStyleElement | null = null;
  let mergeAsked = false;

  const merge = () => {
    mergeAsked = false;
    const old = sheet.tags.slice();
    if (old.length <= 1) return;
    const merged = styleElement(sheet);
    merged.textContent = rulesOf(old);
    old[0]?.before(merged);
    for (const element of old) element.remove();
    sheet.tags = [merged];
    if (fresh && old.includes(fresh)) fresh = null;
  };

  sheet.insert = (rule: string) => {
    if (!fresh) {
      fresh = styleElement(sheet);
      const element = fresh;
      // emotion's own placement: after its last element (or where its options say).
      (sheet as unknown as PlacingSheet)._insertTag(element);
      // Once a frame has used it, the browser's style sheets include it: the next rule starts
      // another element.
      scheduling.nextFrame(() => {
        if (fresh === element) fresh = null;
      });
      if (sheet.tags.length > MAX_ELEMENTS && !mergeAsked) {
        mergeAsked = true;
        scheduling.whenIdle(merge);
      }
    }
    try {
      fresh.sheet?.insertRule(rule, fresh.sheet.cssRules.length);
    } catch {
      // A rule this browser does not understand (emotion ignores these the same way).
    }
  };
}

/** The cache of the app's Chakra roots (key `css`, emotion's default). */
export function createAppEmotionCache(): EmotionCache {
  const cache = createCache({ key: "css" });
  insertPerFrame(cache.sheet);
  return cache;
}
