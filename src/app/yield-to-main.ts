/**
 * Lets the browser run (input, paint, other tasks) before the rest of start-up: the start-up
 * steps each run as a task of their own instead of one long one (total blocking
 * time of a cold start). `scheduler.yield()` where the browser has it (the continuation
 * keeps its priority), else a new task.
 */
interface Scheduler {
  yield?: () => Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
