/** Shared rules about applications (kind, status targets, receipts). */
export * from "./applications";
