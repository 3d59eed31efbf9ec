/**
 * Typed access to the `content` store. Each key carries the type of its value
 * (`ContentKey<T>`), so `getContent(contentKeys.globals())` is a `Globals` record.
 * Records are stored as validated; readers should still re-validate them, as they may
 * come from an older version of the app.
 */
import type { Country, Globals, Literals } from "@/lib/api/schemas";
import { openIpoDb } from "./database";
import type { ContentRecord } from "./schema";

declare const contentType: unique symbol;
/** A key of the content store, tagged with the type of its value. */
export type ContentKey<T> = string & { readonly [contentType]?: T };

function key<T>(value: string): ContentKey<T> {
  return value as ContentKey<T>;
}

export const contentKeys = {
  globals: () => key<Globals>("globals"),
  literals: (language: string) => key<Literals>(`literals:${language}`),
  countries: (language: string) => key<Country[]>(`countries:${language}`),
};

export async function getContent<T>(contentKey: ContentKey<T>): Promise<ContentRecord<T> | undefined> {
  const db = await openIpoDb();
  // The key's tag is the only link between a key and its value type.
  return (await db.get("content", contentKey)) as ContentRecord<T> | undefined;
}

export async function putContent<T>(contentKey: ContentKey<T>, value: T, savedAt = Date.now()): Promise<void> {
  const db = await openIpoDb();
  await db.put("content", { value, savedAt }, contentKey);
}

export async function deleteContent(contentKey: ContentKey<unknown>): Promise<void> {
  const db = await openIpoDb();
  await db.delete("content", contentKey);
}

export async function clearContent(): Promise<void> {
  const db = await openIpoDb();
  await db.clear("content");
}
