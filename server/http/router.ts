/**
 * Attaches handlers to contract operations. Each handler runs behind the guard built from the
 * operation's flags in OPERATIONS and the contract's request validator, so a route module states only `router.on(operationId, handler)`.
 * Routes are registered literal-segment-first (decision 5: /applications/homepage before
 * /applications/{tab}), whatever order the modules attach them in.
 */
import type { Context, Hono } from "hono";
import type { AppEnv } from "./context";
import { guard } from "./guards";
import { operationById, type OperationSpec } from "./operations";
import { validateRequest } from "./request-validation";

export type OperationHandler = (c: Context<AppEnv>) => Response | Promise<Response>;

function isTemplate(segment: string): boolean {
  return segment.startsWith("{") && segment.endsWith("}");
}

/** Negative when template `a` must be tried before `b`: at the first differing kind, a literal wins. */
export function comparePrecedence(a: string, b: string): number {
  const as = a.split("/");
  const bs = b.split("/");
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const aTemplate = isTemplate(as[i] ?? "");
    const bTemplate = isTemplate(bs[i] ?? "");
    if (aTemplate !== bTemplate) return aTemplate ? 1 : -1;
  }
  return 0;
}

export function toHonoPath(template: string): string {
  return template.replace(/\{([^}]+)\}/g, ":$1");
}

export class OperationRouter {
  private readonly entries: { spec: OperationSpec; handler: OperationHandler }[] = [];

  on(operationId: string, handler: OperationHandler): this {
    const spec = operationById(operationId);
    if (this.entries.some((e) => e.spec === spec)) throw new Error(`${operationId} has two handlers`);
    this.entries.push({ spec, handler });
    return this;
  }

  get operationIds(): string[] {
    return this.entries.map((e) => e.spec.operationId);
  }

  mount(app: Hono<AppEnv>): void {
    const ordered = [...this.entries].sort((x, y) => comparePrecedence(x.spec.path, y.spec.path));
    for (const { spec, handler } of ordered) {
      app.on(spec.method, toHonoPath(spec.path), guard(spec), validateRequest(spec), handler);
    }
  }
}
