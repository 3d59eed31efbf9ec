/**
 * GET /content/filters: filter options, each list limited to what the user's roles allow
 * (applications need an IP-right role, correspondence a correspondence role, cart and
 * payment history ROLE_PAYMENTS; IP-right specific options follow ROLE_TRADEMARKS/ROLE_DESIGNS).
 */
import { hasAnyRole, type Role } from "../auth/roles";
import {
  APPLICATION_DATE_TYPES,
  APPLICATION_FORM_TYPES,
  APPLICATION_STATUSES,
  DOSSIER_TYPES,
  ESERVICE_TYPES,
} from "./catalogue";

export interface Option {
  label: string;
  key: string;
}

type IpRight = "trademark" | "design";

const IP_RIGHT_ROLE: Record<IpRight, Role> = { trademark: "ROLE_TRADEMARKS", design: "ROLE_DESIGNS" };
const TYPE_CODE: Record<IpRight, string> = { trademark: "TM", design: "DS" };

function formTypes(right: IpRight): Option[] {
  return [
    ...APPLICATION_FORM_TYPES[right].map((key) => ({ label: `app.form.${key}`, key })),
    ...ESERVICE_TYPES[right].map((t) => ({ label: t.label, key: t.key })),
  ];
}

const STATUS_OPTIONS: Option[] = [
  { label: "app.status.group.awaiting.action", key: "WAITING_FOR_PAYMENT,WAITING_FOR_SIGNATURE" },
  ...APPLICATION_STATUSES.map((status) => ({ label: `app.status.${status}`, key: status })),
];

export function buildFilterOptions(roles: readonly Role[]) {
  const rights = (["trademark", "design"] as const).filter((r) => roles.includes(IP_RIGHT_ROLE[r]));
  const anyRight = rights.length > 0;
  const correspondence = hasAnyRole(roles, ["ROLE_CORRESPONDENCE_READ_ONLY", "ROLE_CORRESPONDENCE_READ_WRITE"]);
  const payments = anyRight && roles.includes("ROLE_PAYMENTS");
  const ipRightOptions = rights.map((r) => ({ label: `ip.right.${r}`, key: r }));
  return {
    applications: {
      ipRightType: ipRightOptions,
      formTypes: {
        trademark: rights.includes("trademark") ? formTypes("trademark") : [],
        design: rights.includes("design") ? formTypes("design") : [],
      },
      status: anyRight ? STATUS_OPTIONS : [],
      niceClass: { min: 1, max: 45 },
      dates: anyRight ? APPLICATION_DATE_TYPES.map((key) => ({ label: `app.date.${key}`, key })) : [],
    },
    correspondence: {
      categories: correspondence ? rights.map((r) => ({ label: `dossier.type.${DOSSIER_TYPES[r]}`, key: DOSSIER_TYPES[r] })) : [],
      statuses: correspondence
        ? ["NEW", "READ", "DRAFT", "SENT"].map((key) => ({ label: `correspondence.status.${key}`, key }))
        : [],
      dates: correspondence
        ? ["RECEIVED_DATE", "DUE_DATE"].map((key) => ({ label: `correspondence.date.${key}`, key }))
        : [],
    },
    shoppingCart: {
      types: payments ? [...rights.map((r) => TYPE_CODE[r]), "ES"].map((key) => ({ label: `app.type.${key}`, key })) : [],
    },
    paymentHistory: { ipRightTypes: payments ? ipRightOptions : [] },
  };
}
