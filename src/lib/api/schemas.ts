/**
 * superstruct schemas of the shared response shapes of contract/openapi.yaml, and their
 * types (`Infer`). Responses are checked with `mask`, so unknown properties are dropped
 * rather than rejected ("clients ignore unknown properties", DECISIONS decision 1).
 * Feature-specific shapes live with their features; the big `Globals` schema is in
 * ./globals-schema.ts and re-exported here.
 */
import {
  array,
  boolean,
  coerce,
  enums,
  integer,
  nullable,
  number,
  object,
  optional,
  pattern,
  record,
  string,
  type Infer,
} from "superstruct";

export * from "./globals-schema";

export const ROLES = [
  "ROLE_ACCOUNT_ADMINISTRATOR",
  "ROLE_APPLICATION_SUBMIT",
  "ROLE_CORRESPONDENCE_READ_ONLY",
  "ROLE_CORRESPONDENCE_READ_WRITE",
  "ROLE_DESIGNS",
  "ROLE_TRADEMARKS",
  "ROLE_PAYMENTS",
  "ROLE_SIGNATURES",
] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

export const RoleSchema = enums(ROLES);

/** A role list that drops roles this client does not know instead of failing the session. */
export const RoleListSchema = coerce(array(RoleSchema), array(string()), (roles) => roles.filter(isRole));

export const LanguageCodeSchema = pattern(string(), /^[a-z]{2}$/);

export const ErrorDetailsSchema = object({
  username: optional(string()),
  message: optional(string()),
  /** Field name -> comma-separated translation keys. */
  fields: optional(record(string(), string())),
  /** The file a refusal is about (decision 86: `attachment.checksum.mismatch`). */
  name: optional(string()),
});
export type ErrorDetails = Infer<typeof ErrorDetailsSchema>;

export const ApplicationActionExtraInfoSchema = object({
  invalidApplicationIds: array(integer()),
  invalidApplicationNumbers: array(string()),
  multiplicityError: boolean(),
});
export type ApplicationActionExtraInfo = Infer<typeof ApplicationActionExtraInfoSchema>;

export const ErrorBodySchema = object({
  code: number(),
  description: string(),
  details: optional(ErrorDetailsSchema),
  extraInfo: optional(ApplicationActionExtraInfoSchema),
});
export type ErrorBody = Infer<typeof ErrorBodySchema>;

export const SessionUserSchema = object({
  userId: integer(),
  parentUserId: nullable(integer()),
  userName: string(),
  username: string(),
  fullName: string(),
  email: string(),
  userType: enums(["PARENT", "CHILD"]),
  personType: enums(["Applicant", "Representative"]),
  authorities: RoleListSchema,
  impersonatedUser: boolean(),
  language: LanguageCodeSchema,
  accountProfileCompleted: boolean(),
  /** The pending new user name, or null when no change is pending (decision 25). */
  newUsernameRequested: nullable(string()),
  lastLogin: nullable(string()),
  failedLoginNumber: integer(),
  hasApplications: boolean(),
});
export type SessionUser = Infer<typeof SessionUserSchema>;
export type UserType = SessionUser["userType"];
export type PersonType = SessionUser["personType"];

/** Flat map translation key -> text (`GET /content/literal/{language}`). */
export const LiteralsSchema = record(string(), string());
export type Literals = Infer<typeof LiteralsSchema>;

export const CountrySchema = object({
  code: pattern(string(), /^[A-Z]{2}$/),
  name: string(),
});
export type Country = Infer<typeof CountrySchema>;
export const CountryListSchema = array(CountrySchema);

export const OptionSchema = object({ label: string(), key: string() });
export type Option = Infer<typeof OptionSchema>;

export const FilterOptionsSchema = object({
  applications: object({
    ipRightType: array(OptionSchema),
    formTypes: object({ trademark: array(OptionSchema), design: array(OptionSchema) }),
    /** A key may hold several comma-separated statuses; the client splits it. */
    status: array(OptionSchema),
    niceClass: object({ min: integer(), max: integer() }),
    dates: array(OptionSchema),
  }),
  correspondence: object({
    categories: array(OptionSchema),
    statuses: array(OptionSchema),
    dates: array(OptionSchema),
  }),
  shoppingCart: object({ types: array(OptionSchema) }),
  paymentHistory: object({ ipRightTypes: array(OptionSchema) }),
});
export type FilterOptions = Infer<typeof FilterOptionsSchema>;

export const LoginResponseSchema = object({
  status: enums(["LOGIN_SUCCESS"]),
  redirect: string(),
});
export type LoginResponse = Infer<typeof LoginResponseSchema>;

export const LogoutChallengeSchema = object({ challenge: string() });
export type LogoutChallenge = Infer<typeof LogoutChallengeSchema>;

export const LogoutResponseSchema = object({
  status: enums(["LOGOUT_SUCCESS"]),
  redirect: string(),
});
export type LogoutResponse = Infer<typeof LogoutResponseSchema>;

export const GatewayTicketSchema = object({
  ticket: string(),
  authenticationUrl: string(),
});
export type GatewayTicket = Infer<typeof GatewayTicketSchema>;
