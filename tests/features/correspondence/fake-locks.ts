/**
 * Web Locks for tests (exclusive mode only, one page): `ifAvailable`, a waiting queue per name,
 * `signal` to leave the queue and `steal`, as src/features/correspondence/drafts/draft-lock.ts
 * uses them. happy-dom has no `navigator.locks`.
 */
import type { LockManagerLike } from "@/features/correspondence/drafts/draft-lock";

type Callback = (lock: { name: string } | null) => Promise<void> | void;

export function fakeLocks(): LockManagerLike {
  const held = new Map<string, { steal: () => void }>();
  const waiting = new Map<string, Array<() => void>>();
  const next = (name: string) => waiting.get(name)?.shift()?.();
  return {
    request(name, options, callback: Callback) {
      return new Promise<void>((resolve, reject) => {
        const run = () => {
          let stolen = false;
          const holder = {
            steal: () => {
              stolen = true;
              reject(new DOMException("The lock was stolen", "AbortError"));
            },
          };
          held.set(name, holder);
          void Promise.resolve(callback({ name })).then(() => {
            if (held.get(name) === holder) {
              held.delete(name);
              next(name);
            }
            if (!stolen) resolve();
          });
        };
        if (options.steal) {
          const current = held.get(name);
          held.delete(name);
          current?.steal();
          run();
        } else if (!held.has(name)) run();
        else if (options.ifAvailable) void Promise.resolve(callback(null)).then(() => resolve());
        else {
          const queue = waiting.get(name) ?? [];
          queue.push(run);
          waiting.set(name, queue);
          options.signal?.addEventListener("abort", () => {
            queue.splice(queue.indexOf(run), 1);
            reject(new DOMException("Aborted", "AbortError"));
          });
        }
      });
    },
  };
}
