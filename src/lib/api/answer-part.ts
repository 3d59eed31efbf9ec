/**
 * The part of a contract answer a caller reads, still checked by the contract's generated
 * struct (src/lib/api/contract): the fields named keep the contract's types, enums and
 * patterns; the answer's other fields are let through unchecked (superstruct `type`, not
 * `object`). For callers that run beside the screens and read one or two fields of a large
 * answer (the outbox's delivery, the worker's session probe), so a field they never read
 * cannot refuse a delivery the office made.
 */
import { pick, type, type Struct } from "superstruct";
import type { ObjectSchema, ObjectType } from "superstruct/dist/utils";

export function answerPart<S extends ObjectSchema, K extends keyof S>(schema: Struct<ObjectType<S>, S>, keys: K[]): Struct<ObjectType<Pick<S, K>>, Pick<S, K>> {
  return type(pick(schema, keys).schema);
}
