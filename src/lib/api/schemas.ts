/**
 * The shared response shapes of contract/openapi.yaml: the generated structs and types of
 * ./contract (scripts/generate-contract.mjs), with the client-only refinements below. Responses
 * are checked with `mask`, so unknown properties are dropped rather than rejected ("clients
 * ignore unknown properties", DECISIONS decision 1). Feature-specific shapes live with their
 * features; the `Globals` schema is in ./globals-schema.ts and re-exported here.
 */
import { array, assign, coerce, object, string, type Infer } from "superstruct";
import { CountrySchema, ROLE_VALUES, RoleSchema, SessionUserSchema as ContractSessionUserSchema, type Role } from "./contract";

export * from "./globals-schema";
export {
  ApplicationActionExtraInfoSchema,
  CountrySchema,
  ErrorDetailsSchema,
  ErrorSchema as ErrorBodySchema,
  FilterOptionsSchema,
  GatewayTicketSchema,
  LanguageCodeSchema,
  LiteralsSchema,
  LoginResponseSchema,
  LogoutChallengeSchema,
  LogoutResponseSchema,
  OptionSchema,
  RoleSchema,
  type ApplicationActionExtraInfo,
  type Country,
  type ErrorDetails,
  type Error as ErrorBody,
  type FilterOptions,
  type GatewayTicket,
  type Literals,
  type LoginResponse,
  type LogoutChallenge,
  type LogoutResponse,
  type Option,
  type PersonType,
  type Role,
  type UserType,
} from "./contract";

export const ROLES = ROLE_VALUES;

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** Client-only: a role list that drops roles this client does not know instead of failing the session. */
export const RoleListSchema = coerce(array(RoleSchema), array(string()), (roles) => roles.filter(isRole));

export const CountryListSchema = array(CountrySchema);

/** The contract's `SessionUser`, its `authorities` read with `RoleListSchema`. */
export const SessionUserSchema = assign(ContractSessionUserSchema, object({ authorities: RoleListSchema }));
export type SessionUser = Infer<typeof SessionUserSchema>;
