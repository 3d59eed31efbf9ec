/**
 * A menu made the first time its button is used (blocking time of a cold start):
 * until then the button is a plain one with a menu button's ARIA, and no state machine,
 * positioner or portal is built for a menu most visits never open. A click, or ArrowDown /
 * ArrowUp (Enter and Space click), makes the menu, which the caller renders open from the start
 * (`defaultOpen`) with the same button as its trigger.
 */
import { useState, type KeyboardEvent } from "react";

/** Keys that open a menu button's menu besides Enter and Space (which click it). */
const OPENING_KEYS = new Set(["ArrowDown", "ArrowUp"]);

export interface PlainMenuTrigger {
  "aria-haspopup": "menu";
  "aria-expanded": false;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

export function useMenuOnFirstUse(): { made: boolean; plainTrigger: PlainMenuTrigger } {
  const [made, setMade] = useState(false);
  const plainTrigger: PlainMenuTrigger = {
    "aria-haspopup": "menu",
    "aria-expanded": false,
    onClick: () => setMade(true),
    onKeyDown: (event) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      setMade(true);
    },
  };
  return { made, plainTrigger };
}
