/** Session users and account details shared by the my-account unit tests. */
import type { AccountDetails } from "@/features/my-account/api/schemas";
import type { SessionUser } from "@/lib/api";

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    userId: 1,
    parentUserId: null,
    userName: "demoparent",
    username: "demoparent",
    fullName: "Jonas Petraitis",
    email: "demo.parent@example.lt",
    userType: "PARENT",
    personType: "Representative",
    authorities: ["ROLE_ACCOUNT_ADMINISTRATOR", "ROLE_TRADEMARKS"],
    impersonatedUser: false,
    language: "en",
    accountProfileCompleted: true,
    newUsernameRequested: null,
    lastLogin: null,
    failedLoginNumber: 0,
    hasApplications: true,
    ...overrides,
  };
}

export function accountDetails(overrides: Partial<AccountDetails> = {}): AccountDetails {
  return {
    accountTypeDetails: { personType: "Representative", accountType: "COMPANY", patentAttorneyId: null },
    mainAccountDetails: {
      firstName: "Jonas",
      surName: "Petraitis",
      naturalPersonCode: null,
      organizationName: "UAB Demo",
      legalEntityCode: "300000001",
      legalPosition: "Director",
      telephone: "+37060000000",
      contactEmail: "info@demo.lt",
    },
    legalAddress: { streetName: "Gedimino pr. 1", city: "Vilnius", postalCode: "01103", country: "LT", addressType: "LEGAL" },
    correspondentAddress: null,
    ...overrides,
  };
}
