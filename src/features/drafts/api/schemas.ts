/** Response shapes of the draft calls: the contract's `DraftItem`, `DraftPage` and `UrlResponse` (generated). */
export { DraftItemSchema, DraftPageSchema, UrlResponseSchema, type DraftItem, type DraftPage } from "@/lib/api/contract";
