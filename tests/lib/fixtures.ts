/** Sample contract values (DECISIONS.md example and conventions' demo accounts). */
import type { Globals, Role, SessionUser } from "@/lib/api";
import { SETTINGS_DEFAULTS } from "@/lib/api/contract";

export const ALL_ROLES: Role[] = [
  "ROLE_ACCOUNT_ADMINISTRATOR",
  "ROLE_APPLICATION_SUBMIT",
  "ROLE_CORRESPONDENCE_READ_ONLY",
  "ROLE_CORRESPONDENCE_READ_WRITE",
  "ROLE_DESIGNS",
  "ROLE_TRADEMARKS",
  "ROLE_PAYMENTS",
  "ROLE_SIGNATURES",
];

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    userId: 1,
    parentUserId: null,
    userName: "demoparent",
    username: "demoparent",
    fullName: "Jonas Petraitis",
    email: "demo.parent@example.lt",
    userType: "PARENT",
    personType: "Applicant",
    authorities: ALL_ROLES,
    impersonatedUser: false,
    language: "lt",
    accountProfileCompleted: true,
    newUsernameRequested: null,
    lastLogin: "2026-03-14T09:30:00",
    failedLoginNumber: 0,
    hasApplications: true,
    ...overrides,
  };
}

export const demoParent = sessionUser();

export const demoChild = sessionUser({
  userId: 2,
  parentUserId: 1,
  userName: "demochild",
  username: "demochild",
  fullName: "Ona Kazlauskienė",
  userType: "CHILD",
  authorities: ["ROLE_TRADEMARKS", "ROLE_CORRESPONDENCE_READ_ONLY"],
});

export const demoNoRole = sessionUser({
  userId: 3,
  parentUserId: 1,
  userName: "demonorole",
  username: "demonorole",
  fullName: "Petras Jonaitis",
  userType: "CHILD",
  authorities: ["ROLE_ACCOUNT_ADMINISTRATOR"],
});

const catalogue = {
  eFiling: { url: "https://efiling.office.example.lt/trademark", requiresCompletedProfile: true },
  searches: [{ key: "national", label: "online.services.search.national", url: "https://search.office.example.lt/tm" }],
  eservices: [
    {
      key: "TM_RENEWAL",
      label: "TM Renewal",
      category: "extend" as const,
      url: "https://efiling.office.example.lt/tm/renewal",
      requiresCompletedProfile: true,
    },
  ],
};

export const globals: Globals = {
  application: { name: "user-area" },
  ipo: { version: "1.0.0", loginRedirectUrl: "/api/v1/auth/authorize", logoutUrl: "/api/v1/auth/logout/challenge" },
  footer: {
    aboutLinks: [{ key: "aboutOffice", label: "footer.about.office", url: "https://office.example.lt/about" }],
    contact: { phone: "+370 5 000 0000", email: "info@office.example.lt", address: "Street 1, Vilnius" },
    legalLinks: [{ key: "dataProtectionPolicy", label: "footer.data.protection.policy", url: "https://office.example.lt/privacy" }],
    socialLinks: [{ key: "facebook", label: "footer.social.facebook", url: "https://www.facebook.com/office" }],
  },
  trademark: catalogue,
  design: catalogue,
  eservice: {
    tmFilteringTypes: [{ label: "TM Renewal", key: "TM_RENEWAL" }],
    dsFilteringTypes: [{ label: "TM Renewal", key: "TM_RENEWAL" }],
  },
  locarno: { mainClasses: [{ label: "locarno.class.01", key: "01" }] },
  correspondence: { attachmentTypes: ["PDF", "DOC"], maxAttachmentSize: 10485760 },
  supportedLanguages: ["lt", "en"],
  accountTypes: { INDIVIDUAL: "account.type.individual", COMPANY: "account.type.company" },
  personTypes: { Applicant: "person.type.applicant", Representative: "person.type.representative" },
  authorities: [
    {
      key: "role.account.administrator",
      authorityRole: "ROLE_ACCOUNT_ADMINISTRATOR",
      dependency: [],
      description: "role.account.administrator.description",
    },
  ],
  // The contract's defaults, as the reference server sends them.
  settings: { ...SETTINGS_DEFAULTS },
};
