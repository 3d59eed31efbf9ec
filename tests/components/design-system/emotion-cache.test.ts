/**
 * The design system's emotion sheet (src/components/design-system/emotion-cache.ts): rules of one
 * frame share a new style element, the next frame starts another, the cascade keeps emotion's
 * insertion order, and too many elements are merged into one when the browser is idle.
 */
import createCache from "@emotion/cache";
import { afterEach, describe, expect, it } from "vitest";
import { insertPerFrame, MAX_ELEMENTS, type FrameScheduling } from "@/components/design-system/emotion-cache";

/** A frame and idle period that come when the test says. */
function manualScheduling() {
  let frames: (() => void)[] = [];
  let idle: (() => void)[] = [];
  const scheduling: FrameScheduling = {
    nextFrame: (callback) => void frames.push(callback),
    whenIdle: (callback) => void idle.push(callback),
  };
  return {
    scheduling,
    frame() {
      const due = frames;
      frames = [];
      for (const callback of due) callback();
    },
    idle() {
      const due = idle;
      idle = [];
      for (const callback of due) callback();
      return due.length;
    },
  };
}

let key = 0;
function sheetUnderTest() {
  key += 1;
  const name = `test-${"abcdefghijklmnopqrstuvwxyz"[key % 26]}-${"x".repeat(key)}`;
  const cache = createCache({ key: name });
  const clock = manualScheduling();
  insertPerFrame(cache.sheet, clock.scheduling);
  const elements = () => Array.from(document.head.querySelectorAll<HTMLStyleElement>(`style[data-emotion="${name}"]`));
  const rules = () => elements().flatMap((element) => Array.from(element.sheet?.cssRules ?? [], (rule) => rule.cssText.replace(/\s+/g, "")));
  return { sheet: cache.sheet, clock, elements, rules };
}

afterEach(() => {
  // Only this file's elements: emotion's default cache (other tests' Chakra) keeps its own.
  document.head.querySelectorAll('style[data-emotion^="test-"]').forEach((element) => element.remove());
});

describe("the design system's emotion sheet", () => {
  it("puts the rules of one frame into one new element, and starts another after the frame", () => {
    const { sheet, clock, elements, rules } = sheetUnderTest();
    sheet.insert(".a{color:red;}");
    sheet.insert(".b:hover{color:blue;}");
    expect(elements()).toHaveLength(1);

    clock.frame();
    sheet.insert("@media (min-width: 60rem){.c{color:green;}}");
    expect(elements()).toHaveLength(2);
    expect(sheet.tags).toEqual(elements());
    expect(rules()).toEqual([".a{color:red;}", ".b:hover{color:blue;}", "@media(min-width:60rem){.c{color:green;}}"]);
  });

  it("keeps its elements together, in insertion order, after what was in the head before", () => {
    const { sheet, clock, elements } = sheetUnderTest();
    const page = document.createElement("style");
    document.head.append(page);
    sheet.insert(".a{color:red;}");
    const other = document.createElement("style");
    document.head.append(other);
    clock.frame();
    sheet.insert(".b{color:blue;}");
    const [first, second] = elements();
    expect(first?.nextElementSibling).toBe(second);
    expect(page.compareDocumentPosition(first as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    page.remove();
    other.remove();
  });

  it("merges its elements into one, rules in order, once there are too many and the browser is idle", () => {
    const { sheet, clock, elements, rules } = sheetUnderTest();
    const inserted: string[] = [];
    for (let frame = 0; frame <= MAX_ELEMENTS; frame++) {
      sheet.insert(`.r${frame}{order:${frame};}`);
      inserted.push(`.r${frame}{order:${frame};}`);
      clock.frame();
    }
    expect(elements()).toHaveLength(MAX_ELEMENTS + 1);

    expect(clock.idle()).toBe(1);
    expect(elements()).toHaveLength(1);
    expect(sheet.tags).toEqual(elements());
    expect(rules()).toEqual(inserted);

    // Later rules go after the merged ones.
    sheet.insert(".late{order:99;}");
    expect(rules().at(-1)).toBe(".late{order:99;}");
    expect(sheet.tags).toEqual(elements());
  });

  it("skips a rule the browser cannot parse and keeps the others", () => {
    const { sheet, rules } = sheetUnderTest();
    sheet.insert(".a{color:red;}");
    sheet.insert("}");
    sheet.insert(".b{color:blue;}");
    expect(rules()).toEqual([".a{color:red;}", ".b{color:blue;}"]);
  });
});
