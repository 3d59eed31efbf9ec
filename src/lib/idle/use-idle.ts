import { useEffect, useState } from "react";
import { whenIdle } from "./when-idle";

/**
 * False until the browser has been idle once since the component mounted (at the latest
 * `timeoutMs` later), then true for good: what a screen may add after its first paint.
 */
export function useIdle(timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    return whenIdle(() => setIdle(true), timeoutMs);
  }, [idle, timeoutMs]);
  return idle;
}
