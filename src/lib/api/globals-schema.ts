/**
 * The schema of `GET /content/global`: the contract's `Globals` as generated (./contract) with
 * one client-only refinement. `settings` keys contain dots ("note.max-length"); their values are
 * seconds for the time settings (src/lib/content/settings.ts).
 */
import { array, assign, object, string, type Infer } from "superstruct";
import { AuthoritySchema as ContractAuthoritySchema, GlobalsSchema as ContractGlobalsSchema } from "./contract";

export {
  EserviceCardSchema,
  FooterLinkSchema,
  GlobalsSettingsSchema,
  ServiceCatalogueSchema,
  type EserviceCard,
  type FooterLink,
  type GlobalsSettings,
  type ServiceCatalogue,
  type SettingKey,
} from "./contract";

/**
 * Client-only: `authorityRole` and `dependency` as plain strings, so that a role this client does
 * not know yet (an office newer than the app) does not make the globals unusable.
 */
const AuthoritySchema = assign(ContractAuthoritySchema, object({ authorityRole: string(), dependency: array(string()) }));
export type Authority = Infer<typeof AuthoritySchema>;

export const GlobalsSchema = assign(ContractGlobalsSchema, object({ authorities: array(AuthoritySchema) }));
export type Globals = Infer<typeof GlobalsSchema>;
