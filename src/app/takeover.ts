/**
 * Taking over the prerendered sign-in page (scripts/prerender-sign-in.ts). The server sent
 * the page's markup inside #root, so the visitor may type into it, or focus a field, before
 * and while the app renders. React renders the same screen as a transition (in slices, so no
 * long task) and replaces the markup in one commit; right after that commit the typed values
 * are read from the replaced (now detached) inputs and carried into the app's inputs through
 * the native setter and an `input` event, so React's state receives them; the focus and caret
 * follow.
 */
import { createElement, useLayoutEffect, useRef, type ReactNode } from "react";

const FOCUSABLE = "a[href], button, input, select, textarea";

/** Whether the container holds prerendered markup (an empty #root means a plain SPA start). */
export function hasPrerenderedMarkup(container: HTMLElement): boolean {
  return container.firstElementChild !== null;
}

const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;

function focusables(nodes: readonly Node[]): HTMLElement[] {
  return nodes.flatMap((node) =>
    node instanceof HTMLElement ? [...(node.matches(FOCUSABLE) ? [node] : []), ...node.querySelectorAll<HTMLElement>(FOCUSABLE)] : [],
  );
}

export interface Takeover {
  /** Call once the app's first commit has replaced the markup. */
  finish(): void;
}

/** Starts watching the prerendered markup: which element has the focus until the app commits. */
export function beginTakeover(container: HTMLElement): Takeover {
  const prerendered = [...container.childNodes];
  let focused: Element | null = container.contains(document.activeElement) ? document.activeElement : null;
  const onFocusIn = (event: FocusEvent) => (focused = event.target instanceof Element ? event.target : null);
  container.addEventListener("focusin", onFocusIn);
  let done = false;
  return {
    finish() {
      if (done) return;
      done = true;
      container.removeEventListener("focusin", onFocusIn);
      const before = focusables(prerendered);
      const after = focusables([...container.childNodes]);
      // After the commit has finished (still before the next paint): each `input` event is
      // then handled, and its state update rendered, before the next one is sent.
      queueMicrotask(() => {
        for (const input of before) {
          if (!(input instanceof HTMLInputElement) || !input.name || input.value === input.defaultValue) continue;
          const target = container.querySelector<HTMLInputElement>(`input[name="${CSS.escape(input.name)}"]`);
          if (!target || target.value === input.value || !setNativeValue) continue;
          setNativeValue.call(target, input.value);
          target.dispatchEvent(new Event("input", { bubbles: true }));
        }
      });
      const index = focused ? before.indexOf(focused as HTMLElement) : -1;
      const target = index >= 0 ? after[index] : undefined;
      if (!target) return;
      target.focus();
      if (target instanceof HTMLInputElement && focused instanceof HTMLInputElement) {
        try {
          target.setSelectionRange(focused.selectionStart, focused.selectionEnd);
        } catch {
          // Inputs without a selection API (none on the sign-in page today).
        }
      }
    },
  };
}

/** Calls `onCommit` once, right after the app's first commit (before the browser paints). */
export function AfterFirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  const called = useRef(false);
  useLayoutEffect(() => {
    if (called.current) return;
    called.current = true;
    onCommit();
  }, [onCommit]);
  return children;
}

/** `app` wrapped so that `takeover` finishes after its first commit. */
export function withTakeover(app: ReactNode, takeover: Takeover): ReactNode {
  return createElement(AfterFirstCommit, { onCommit: () => takeover.finish(), children: app });
}
