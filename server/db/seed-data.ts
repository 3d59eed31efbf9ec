/**
 * The demo office (docs/conventions.md): five accounts sharing one password (demopending is
 * registered but not verified yet), and the people
 * the sandbox e-government gateway can authenticate. demoparent's personal code and company
 * code match gateway persons 1 and 2, so both gateway sign-ins reach that account.
 */
import type { Role } from "../auth/roles";
import type { Language } from "../../src/lib/i18n/languages";

export const DEMO_PASSWORD = "Vilnius2468";

export interface SeedAccountDetails {
  personType: "Applicant" | "Representative";
  accountType: "INDIVIDUAL" | "COMPANY";
  patentAttorneyId: string | null;
  firstName: string;
  surName: string;
  naturalPersonCode: string | null;
  organizationName: string | null;
  legalEntityCode: string | null;
  legalPosition: string | null;
  telephone: string | null;
  contactEmail: string | null;
}

export interface SeedAddress {
  addressType: "LEGAL" | "CORRESPONDENT";
  streetName: string;
  city: string;
  postalCode: string;
  country: string;
  corrTelephone: string | null;
  corrEmail: string | null;
}

export interface SeedUser {
  id: number;
  username: string;
  email: string;
  userType: "PARENT" | "CHILD";
  parentId: number | null;
  firstName: string | null;
  lastName: string | null;
  language: Language;
  roles: Role[];
  details: SeedAccountDetails | null;
  addresses: SeedAddress[];
  /** false: registered but not verified yet (signs in to account.not.verified). Default true. */
  verified?: boolean;
}

export const DEMO_PERSONAL_CODE = "38001011234";
export const DEMO_COMPANY_CODE = "305123456";

export const SEED_USERS: readonly SeedUser[] = [
  {
    id: 1,
    username: "demoparent",
    email: "demo.parent@example.lt",
    userType: "PARENT",
    parentId: null,
    firstName: null,
    lastName: null,
    language: "lt",
    roles: [],
    details: {
      personType: "Applicant",
      accountType: "COMPANY",
      patentAttorneyId: null,
      firstName: "Jonas",
      surName: "Petraitis",
      naturalPersonCode: DEMO_PERSONAL_CODE,
      organizationName: 'UAB "Šiaurės inovacijos"',
      legalEntityCode: DEMO_COMPANY_CODE,
      legalPosition: "Direktorius",
      telephone: "+37061234567",
      contactEmail: "demo.parent@example.lt",
    },
    addresses: [
      {
        addressType: "LEGAL",
        streetName: "Gedimino pr. 1",
        city: "Vilnius",
        postalCode: "LT-01103",
        country: "LT",
        corrTelephone: null,
        corrEmail: null,
      },
    ],
  },
  {
    id: 2,
    username: "demochild",
    email: "demo.child@example.lt",
    userType: "CHILD",
    parentId: 1,
    firstName: "Ona",
    lastName: "Kazlauskienė",
    language: "lt",
    roles: ["ROLE_TRADEMARKS", "ROLE_CORRESPONDENCE_READ_ONLY"],
    details: null,
    addresses: [],
  },
  {
    id: 3,
    username: "demonorole",
    email: "demo.norole@example.lt",
    userType: "CHILD",
    parentId: 1,
    firstName: "Petras",
    lastName: "Jonaitis",
    language: "lt",
    roles: ["ROLE_ACCOUNT_ADMINISTRATOR"],
    details: null,
    addresses: [],
  },
  {
    // A colleague who answers the firm's letters (decision 85's shared inbox: a second user with
    // the write role, an assignee to choose besides the main account).
    id: 5,
    username: "democolleague",
    email: "demo.colleague@example.lt",
    userType: "CHILD",
    parentId: 1,
    firstName: "Rūta",
    lastName: "Žukauskaitė",
    language: "lt",
    roles: ["ROLE_TRADEMARKS", "ROLE_CORRESPONDENCE_READ_WRITE"],
    details: null,
    addresses: [],
  },
  {
    id: 4,
    username: "demopending",
    email: "demo.pending@example.lt",
    userType: "PARENT",
    parentId: null,
    firstName: null,
    lastName: null,
    language: "lt",
    roles: [],
    details: {
      personType: "Applicant",
      accountType: "INDIVIDUAL",
      patentAttorneyId: null,
      firstName: "Aistė",
      surName: "Vaitkutė",
      naturalPersonCode: "49505055678",
      organizationName: null,
      legalEntityCode: null,
      legalPosition: null,
      telephone: null,
      contactEmail: "demo.pending@example.lt",
    },
    addresses: [],
    verified: false,
  },
];

export interface SeedGatewayPerson {
  id: number;
  description: string;
  firstName: string;
  surName: string;
  email: string | null;
  telephone: string | null;
  naturalPersonCode: string;
  legalEntityCode: string | null;
  organizationName: string | null;
  isPatentAttorney: boolean;
}

export const SEED_GATEWAY_PERSONS: readonly SeedGatewayPerson[] = [
  {
    id: 1,
    description: "Natural person (demoparent's personal code)",
    firstName: "Jonas",
    surName: "Petraitis",
    email: "jonas.petraitis@example.lt",
    telephone: "+37061234567",
    naturalPersonCode: DEMO_PERSONAL_CODE,
    legalEntityCode: null,
    organizationName: null,
    isPatentAttorney: false,
  },
  {
    id: 2,
    description: "Company represented by Jonas Petraitis (demoparent's company code)",
    firstName: "Jonas",
    surName: "Petraitis",
    email: "info@siaures-inovacijos.example.lt",
    telephone: "+37052000000",
    naturalPersonCode: DEMO_PERSONAL_CODE,
    legalEntityCode: DEMO_COMPANY_CODE,
    organizationName: 'UAB "Šiaurės inovacijos"',
    isPatentAttorney: false,
  },
  {
    id: 3,
    description: "Patent attorney (no account yet)",
    firstName: "Rūta",
    surName: "Vaitkienė",
    email: "ruta.vaitkiene@example.lt",
    telephone: "+37061111111",
    naturalPersonCode: "48505052345",
    legalEntityCode: null,
    organizationName: null,
    isPatentAttorney: true,
  },
  {
    id: 4,
    description: "Natural person, not a patent attorney (no account yet)",
    firstName: "Tomas",
    surName: "Žukauskas",
    email: "tomas.zukauskas@example.lt",
    telephone: "061234500",
    naturalPersonCode: "39002023456",
    legalEntityCode: null,
    organizationName: null,
    isPatentAttorney: false,
  },
  {
    id: 5,
    description: "Company without an account (registration of a company)",
    firstName: "Laura",
    surName: "Kazlauskaitė",
    email: "info@baltijos-dizainas.example.lt",
    telephone: "+37052111111",
    naturalPersonCode: "49003033456",
    legalEntityCode: "302999888",
    organizationName: 'UAB "Baltijos dizainas"',
    isPatentAttorney: false,
  },
];
