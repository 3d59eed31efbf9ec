/**
 * Where a toast goes: it never covers the header or a control. "Your reply was sent."
 * sat top right, over Log out on a laptop and the language switch on a phone. The candidates
 * are the window's bottom corners, then just below the header; the first that covers no
 * control and not the header wins, else the one that covers the fewest controls.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ToastPlaceInput {
  toast: { width: number; height: number };
  viewport: { width: number; height: number };
  /** The bottom edge of the page's header (0 without one). */
  headerBottom: number;
  /** Boxes of the interactive elements on screen. */
  controls: readonly Box[];
  /** Space kept from the window's edges and the header. */
  margin: number;
  /** Right to left: the end corner is on the left. */
  rtl?: boolean;
}

/** What a toast must not cover: the elements a user operates. */
export const CONTROL_SELECTOR = [
  "a[href]",
  "button",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "summary",
  '[role="button"]',
  '[role="tab"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[contenteditable="true"]',
].join(",");

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The toast's box in the window: its top left corner and size. */
export function chooseToastPlace({ toast, viewport, headerBottom, controls, margin, rtl = false }: ToastPlaceInput): Box {
  const end = rtl ? margin : viewport.width - margin - toast.width;
  const start = rtl ? viewport.width - margin - toast.width : margin;
  const bottom = viewport.height - margin - toast.height;
  const belowHeader = headerBottom + margin;
  const candidates: Box[] = [
    { x: end, y: bottom, ...toast },
    { x: start, y: bottom, ...toast },
    { x: end, y: belowHeader, ...toast },
    { x: start, y: belowHeader, ...toast },
  ];
  const header: Box = { x: 0, y: 0, width: viewport.width, height: headerBottom };
  const covered = (box: Box) => (overlaps(box, header) ? 1 : 0) * 1000 + controls.filter((control) => overlaps(box, control)).length;
  let best = candidates[0] as Box;
  let bestCovered = covered(best);
  for (const candidate of candidates.slice(1)) {
    if (bestCovered === 0) break;
    const count = covered(candidate);
    if (count < bestCovered) [best, bestCovered] = [candidate, count];
  }
  return best;
}
