/**
 * Taking over the prerendered sign-in page (scripts/prerender-sign-in.ts). The server sent
 * the page's markup inside #root, so the visitor may have typed into it, or focused a field,
 * before the app's scripts ran. The app renders the same screen over it in one synchronous
 * commit; this module carries the typed values (through the inputs' native setter and an
 * `input` event, so React's state receives them) and the focus across.
 */

/** What the visitor did to the prerendered markup. */
export interface PrerenderedState {
  values: { name: string; value: string }[];
  /** Index of the focused element among the focusable ones, or -1. */
  focusIndex: number;
  selection: { start: number | null; end: number | null } | null;
}

const FOCUSABLE = "a[href], button, input, select, textarea";

/** Whether the container holds prerendered markup (an empty #root means a plain SPA start). */
export function hasPrerenderedMarkup(container: HTMLElement): boolean {
  return container.firstElementChild !== null;
}

export function capturePrerendered(container: HTMLElement): PrerenderedState {
  const values = [...container.querySelectorAll("input")]
    .filter((input) => input.name && input.value !== input.defaultValue)
    .map((input) => ({ name: input.name, value: input.value }));
  const active = document.activeElement;
  const focusIndex = active && container.contains(active) ? [...container.querySelectorAll(FOCUSABLE)].indexOf(active) : -1;
  const selection = active instanceof HTMLInputElement && focusIndex >= 0 ? { start: active.selectionStart, end: active.selectionEnd } : null;
  return { values, focusIndex, selection };
}

const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;

export function restorePrerendered(container: HTMLElement, state: PrerenderedState): void {
  for (const { name, value } of state.values) {
    const input = container.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
    if (!input || input.value === value || !setNativeValue) continue;
    setNativeValue.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }
  if (state.focusIndex < 0) return;
  const target = container.querySelectorAll<HTMLElement>(FOCUSABLE)[state.focusIndex];
  target?.focus();
  if (target instanceof HTMLInputElement && state.selection) {
    try {
      target.setSelectionRange(state.selection.start, state.selection.end);
    } catch {
      // Inputs without a selection API (none on the sign-in page today).
    }
  }
}
