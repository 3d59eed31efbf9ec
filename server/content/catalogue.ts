/**
 * Value sets of the demo office shared by globals, filter options and (later) seed data:
 * e-service types per IP right, application form types, statuses and date types.
 * Labels are translation keys, except the e-service labels, which the contract's example gives
 * as plain names ("TM Renewal"); the literal files translate those names too.
 */
export type EserviceCategory = "extend" | "protect" | "cancel" | "change" | "transfer" | "other";

export interface EserviceType {
  key: string;
  label: string;
  category: EserviceCategory;
  slug: string;
}

const TM_TYPES: EserviceType[] = [
  { key: "TM_RENEWAL", label: "TM Renewal", category: "extend", slug: "renewal" },
  { key: "TM_TRANSFER", label: "TM Transfer", category: "transfer", slug: "transfer" },
  { key: "TM_CHANGE_OWNER_DETAILS", label: "TM Change Owner Details", category: "change", slug: "change-owner-details" },
  { key: "TM_CHANGE_REP_CORR_DETAILS", label: "TM Change Rep/Corr details", category: "change", slug: "change-rep-corr-details" },
  { key: "TM_GENERIC", label: "TM Generic", category: "other", slug: "generic" },
  { key: "TM_LICENSE_CONTRACT", label: "TM License Contract", category: "transfer", slug: "license-contract" },
  { key: "TM_RIGHTS_IN_REM", label: "TM Rights in rem", category: "protect", slug: "rights-in-rem" },
];

/** Contradiction 11: the design list keeps the documents' TM-prefixed types verbatim. */
const DS_TYPES: EserviceType[] = [
  ...TM_TYPES.map((t) => (t.category === "protect" ? { ...t, category: "other" as const } : t)),
  { key: "TM_WITHDRAWAL_SURRENDER", label: "TM Withdrawal/Surrender", category: "cancel", slug: "withdrawal-surrender" },
  { key: "TM_LIMIT_GS", label: "TM Limit G&S", category: "change", slug: "limit-gs" },
];

export const ESERVICE_TYPES = { trademark: TM_TYPES, design: DS_TYPES } as const;

/** Form types of filed applications (the item's `type`), besides the e-service keys. */
export const APPLICATION_FORM_TYPES = {
  trademark: ["TM_NATIONAL", "TM_COLLECTIVE", "TM_CERTIFICATION"],
  design: ["DS_NATIONAL", "DS_MULTIPLE"],
} as const;

export const APPLICATION_STATUSES = [
  "WAITING_FOR_PAYMENT",
  "WAITING_FOR_SIGNATURE",
  "SUBMITTED",
  "UNDER_EXAMINATION",
  "PUBLISHED",
  "REGISTERED",
  "REFUSED",
  "WITHDRAWN",
  "EXPIRED",
] as const;

export const APPLICATION_DATE_TYPES = [
  "APPLICATION_DATE",
  "STATUS_DATE",
  "REGISTRATION_DATE",
  "EXPIRATION_DATE",
  "PUBLICATION_DATE",
] as const;

export const APPLICATION_TYPE_CODES = ["TM", "DS", "ES"] as const;

/** Correspondence categories (dossierType values). */
export const DOSSIER_TYPES = { trademark: "TRADEMARK", design: "DESIGN" } as const;
