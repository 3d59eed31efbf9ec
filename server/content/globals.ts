/** GET /content/global: the office's globals in the decided shape (DECISIONS "Globals"). */
import { OFFICE_LANGUAGES } from "../../src/lib/i18n/languages";
import { SETTINGS_DEFAULTS } from "../../src/lib/api/contract/settings";
import { ROLES, type Role } from "../auth/roles";
import { ESERVICE_TYPES, type EserviceType } from "./catalogue";

/** The office's languages, the first its default: the one list shared with the app. */
export { OFFICE_LANGUAGES as SUPPORTED_LANGUAGES, isOfficeLanguage as isSupportedLanguage, type Language } from "../../src/lib/i18n/languages";

const EFILING = "https://efiling.office.example.lt";

/** Roles that need ROLE_TRADEMARKS or ROLE_DESIGNS ticked as well. */
const IP_RIGHT_DEPENDENT: readonly Role[] = [
  "ROLE_APPLICATION_SUBMIT",
  "ROLE_CORRESPONDENCE_READ_ONLY",
  "ROLE_CORRESPONDENCE_READ_WRITE",
  "ROLE_PAYMENTS",
  "ROLE_SIGNATURES",
];

function roleKey(role: Role): string {
  return `role.${role.slice("ROLE_".length).toLowerCase().replace(/_/g, ".")}`;
}

function catalogue(path: "trademark" | "design", short: "tm" | "ds", types: readonly EserviceType[], searches: [string, string, string]) {
  return {
    eFiling: { url: `${EFILING}/${path}`, requiresCompletedProfile: true },
    searches: [
      { key: "national", label: "online.services.search.national", url: searches[0] },
      { key: "eu", label: "online.services.search.eu", url: searches[1] },
      { key: "international", label: "online.services.search.international", url: searches[2] },
    ],
    eservices: types.map((t) => ({
      key: t.key,
      label: t.label,
      category: t.category,
      url: `${EFILING}/${short}/${t.slug}`,
      requiresCompletedProfile: true,
    })),
  };
}

function locarnoClasses() {
  return Array.from({ length: 32 }, (_, i) => {
    const key = String(i + 1).padStart(2, "0");
    return { label: `locarno.class.${key}`, key };
  });
}

export const GLOBALS = {
  application: { name: "user-area" },
  ipo: { version: "1.0.0", loginRedirectUrl: "/api/v1/auth/authorize", logoutUrl: "/api/v1/auth/logout/challenge" },
  footer: {
    aboutLinks: [
      { key: "aboutOffice", label: "footer.about.office", url: "https://office.example.lt/about" },
      { key: "fees", label: "footer.about.fees", url: "https://office.example.lt/fees" },
    ],
    contact: { phone: "+370 5 000 0000", email: "info@office.example.lt", address: "Kalvarijų g. 3, LT-09310 Vilnius" },
    legalLinks: [
      { key: "dataProtectionPolicy", label: "footer.data.protection.policy", url: "https://office.example.lt/privacy" },
      { key: "accessibility", label: "footer.accessibility", url: "https://office.example.lt/accessibility" },
      { key: "cookies", label: "footer.cookies", url: "https://office.example.lt/cookies" },
    ],
    socialLinks: [
      { key: "facebook", label: "footer.social.facebook", url: "https://www.facebook.com/office" },
      { key: "linkedin", label: "footer.social.linkedin", url: "https://www.linkedin.com/company/office" },
      { key: "youtube", label: "footer.social.youtube", url: "https://www.youtube.com/@office" },
    ],
  },
  trademark: catalogue("trademark", "tm", ESERVICE_TYPES.trademark, [
    "https://search.office.example.lt/tm",
    "https://www.tmdn.org/tmview/",
    "https://www3.wipo.int/madrid/monitor/",
  ]),
  design: catalogue("design", "ds", ESERVICE_TYPES.design, [
    "https://search.office.example.lt/ds",
    "https://www.tmdn.org/tmdsview-web/",
    "https://www.wipo.int/designdb/",
  ]),
  eservice: {
    tmFilteringTypes: ESERVICE_TYPES.trademark.map((t) => ({ label: t.label, key: t.key })),
    dsFilteringTypes: ESERVICE_TYPES.design.map((t) => ({ label: t.label, key: t.key })),
  },
  locarno: { mainClasses: locarnoClasses() },
  correspondence: {
    attachmentTypes: ["PDF", "DOC", "DOCX", "XLS", "XLSX", "PPT", "PPTX", "JPEG", "JPG", "PJPEG", "PNG", "MP3", "MPEG", "ADOC"],
    maxAttachmentSize: 10 * 1024 * 1024,
  },
  supportedLanguages: [...OFFICE_LANGUAGES],
  accountTypes: { INDIVIDUAL: "account.type.individual", COMPANY: "account.type.company" },
  personTypes: { Applicant: "person.type.applicant", Representative: "person.type.representative" },
  authorities: ROLES.map((role) => ({
    key: roleKey(role),
    authorityRole: role,
    dependency: IP_RIGHT_DEPENDENT.includes(role) ? ["ROLE_TRADEMARKS", "ROLE_DESIGNS"] : [],
    description: `${roleKey(role)}.description`,
  })),
  // The contract's defaults (GlobalsSettings), generated for the app: one copy for both sides.
  settings: { ...SETTINGS_DEFAULTS },
};
