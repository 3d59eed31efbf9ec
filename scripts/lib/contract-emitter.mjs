/**
 * JSON Schema (the contract's components.schemas) to superstruct source text, for
 * scripts/generate-contract.mjs: the emitter, the order of the components and the naming helpers.
 */
export const REF = "#/components/schemas/";
export const refName = (ref) => {
  if (!ref.startsWith(REF)) throw new Error(`unsupported $ref ${ref}`);
  return ref.slice(REF.length);
};
/** RoleSortColumn -> ROLE_SORT_COLUMN */
export const screaming = (name) => name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").replace(/([A-Z])([A-Z][a-z])/g, "$1_$2").toUpperCase();
export const enumConst = (name) => `${screaming(name)}_VALUES`;
export const key = (name) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name));
export const regex = (pattern) => `/${pattern.replace(/\//g, "\\/")}/u`;
export const literalValue = (value) => JSON.stringify(value);
export const oneLine = (text) => String(text ?? "").replace(/\s+/g, " ").trim();

/** A component that is a plain string enum (emitted in enums.ts). */
export const isStringEnum = (schema) => schema.type === "string" && Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === "string");

/** Every $ref below a schema. */
function refsOf(schema, found = new Set()) {
  if (Array.isArray(schema)) schema.forEach((s) => refsOf(s, found));
  else if (schema && typeof schema === "object") {
    for (const [k, v] of Object.entries(schema)) {
      if (k === "$ref" && typeof v === "string") found.add(refName(v));
      else if (k !== "examples" && k !== "default") refsOf(v, found);
    }
  }
  return found;
}

export class Emitter {
  constructor(schemas) {
    this.schemas = schemas;
    this.used = new Set();
  }

  /**
   * A superstruct factory to call, marked pure: every call, not only the outer one, so that the
   * bundler drops the structs the app does not use (an unmarked inner call would be kept).
   */
  use(fn) {
    this.used.add(fn);
    return `/* @__PURE__ */ ${fn}`;
  }

  /** The properties and required names of an object schema, allOf parts merged. */
  objectParts(schema) {
    if (schema.$ref) return this.objectParts(this.schemas[refName(schema.$ref)]);
    const properties = { ...(schema.properties ?? {}) };
    const required = new Set(schema.required ?? []);
    for (const part of schema.allOf ?? []) {
      const inner = this.objectParts(part);
      Object.assign(properties, inner.properties);
      inner.required.forEach((r) => required.add(r));
    }
    return { properties, required };
  }

  /** superstruct expression for one schema (`indent`: of the line it starts on). */
  expr(schema, indent = "") {
    // A const beside a $ref narrows it (LegalAddress addressType: AddressType, const LEGAL).
    if (schema.const !== undefined) return `${this.use("literal")}(${literalValue(schema.const)})`;
    if (schema.$ref) return `${refName(schema.$ref)}Schema`;
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives && alternatives.some((a) => a.type || a.$ref || a.const !== undefined || a.enum)) {
      const nonNull = alternatives.filter((a) => a.type !== "null");
      const inner = nonNull.length === 1 ? this.expr(nonNull[0], indent) : `${this.use("union")}([${nonNull.map((a) => this.expr(a, indent)).join(", ")}])`;
      return nonNull.length < alternatives.length ? `${this.use("nullable")}(${inner})` : inner;
    }
    if (Array.isArray(schema.type)) {
      const types = schema.type.filter((t) => t !== "null");
      // A null in the enum is the nullable around it.
      const one = (type) => ({ ...schema, type, ...(schema.enum ? { enum: schema.enum.filter((v) => v !== null) } : {}) });
      const inner = types.length === 1 ? this.expr(one(types[0]), indent) : `${this.use("union")}([${types.map((t) => this.expr(one(t), indent)).join(", ")}])`;
      return schema.type.includes("null") ? `${this.use("nullable")}(${inner})` : inner;
    }
    if (Array.isArray(schema.enum)) {
      if (schema.enum.every((v) => typeof v === "string")) return `${this.use("enums")}([${schema.enum.map(literalValue).join(", ")}])`;
      return `${this.use("union")}([${schema.enum.map((v) => `${this.use("literal")}(${literalValue(v)})`).join(", ")}])`;
    }
    switch (schema.type) {
      case "string":
        return schema.pattern ? `${this.use("pattern")}(${this.use("string")}(), ${regex(schema.pattern)})` : `${this.use("string")}()`;
      case "integer":
        return `${this.use("integer")}()`;
      case "number":
        return `${this.use("number")}()`;
      case "boolean":
        return `${this.use("boolean")}()`;
      case "null":
        return `${this.use("literal")}(null)`;
      case "array": {
        const items = schema.items ? this.expr(schema.items, indent) : `${this.use("unknown")}()`;
        const list = `${this.use("array")}(${items})`;
        if (schema.minItems === undefined && schema.maxItems === undefined) return list;
        return `${this.use("size")}(${list}, ${schema.minItems ?? 0}, ${schema.maxItems ?? "Infinity"})`;
      }
      default:
        return this.objectExpr(schema, indent);
    }
  }

  objectExpr(schema, indent) {
    const { properties, required } = this.objectParts(schema);
    const names = Object.keys(properties);
    if (names.length === 0) {
      const values = schema.additionalProperties && typeof schema.additionalProperties === "object" ? this.expr(schema.additionalProperties, indent) : `${this.use("unknown")}()`;
      return `${this.use("record")}(${this.use("string")}(), ${values})`;
    }
    const fields = names.map((name) => {
      const value = this.expr(properties[name], `${indent}  `);
      return `${indent}  ${key(name)}: ${required.has(name) ? value : `${this.use("optional")}(${value})`},`;
    });
    return `${this.use("object")}({\n${fields.join("\n")}\n${indent}})`;
  }
}

/** Component names, each after the ones it refers to; otherwise in name order. */
export function orderedNames(schemas) {
  const order = [];
  const seen = new Set();
  const visit = (name, trail) => {
    if (seen.has(name)) return;
    if (trail.includes(name)) throw new Error(`recursive component ${[...trail, name].join(" -> ")}: not supported`);
    for (const dep of [...refsOf(schemas[name])].sort()) visit(dep, [...trail, name]);
    seen.add(name);
    order.push(name);
  };
  for (const name of Object.keys(schemas).sort()) visit(name, []);
  return order;
}
