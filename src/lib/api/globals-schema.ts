/**
 * superstruct schema of `GET /content/global` (contract `Globals`, example in
 * DECISIONS.md). `settings` keys contain dots ("note.max-length"); they are plain
 * property names here, and their values are seconds for the time settings.
 */
import { array, boolean, enums, integer, number, object, pattern, size, string, type Infer } from "superstruct";

const Option = object({ label: string(), key: string() });

const FooterLink = object({ key: string(), label: string(), url: string() });

const ServiceLink = object({ key: string(), label: string(), url: string() });

const EserviceCard = object({
  key: string(),
  label: string(),
  category: enums(["extend", "protect", "cancel", "change", "transfer", "other"]),
  url: string(),
  requiresCompletedProfile: boolean(),
});

const ServiceCatalogue = object({
  eFiling: object({ url: string(), requiresCompletedProfile: boolean() }),
  searches: array(ServiceLink),
  eservices: array(EserviceCard),
});

const Authority = object({
  key: string(),
  // A plain string: a role unknown to this client must not make the globals unusable.
  authorityRole: string(),
  dependency: array(string()),
  description: string(),
});

export const GlobalsSettingsSchema = object({
  "correspondence.expiration.period": number(),
  "correspondence.new.messages.counter": number(),
  "applications.pending-action.counter": number(),
  "applications.homepage.counter": number(),
  "note.max-length": number(),
  "correspondence.maxReplies": number(),
  "correspondence.autosave": number(),
  "email.max-length": number(),
});
export type GlobalsSettings = Infer<typeof GlobalsSettingsSchema>;
export type SettingKey = keyof GlobalsSettings;

export const GlobalsSchema = object({
  application: object({ name: string() }),
  ipo: object({ version: string(), loginRedirectUrl: string(), logoutUrl: string() }),
  footer: object({
    aboutLinks: array(FooterLink),
    contact: object({ phone: string(), email: string(), address: string() }),
    legalLinks: array(FooterLink),
    socialLinks: array(FooterLink),
  }),
  trademark: ServiceCatalogue,
  design: ServiceCatalogue,
  eservice: object({ tmFilteringTypes: array(Option), dsFilteringTypes: array(Option) }),
  locarno: object({ mainClasses: array(Option) }),
  correspondence: object({ attachmentTypes: array(string()), maxAttachmentSize: integer() }),
  /** The first entry is the default language. */
  supportedLanguages: size(array(pattern(string(), /^[a-z]{2}$/)), 1, Infinity),
  accountTypes: object({ INDIVIDUAL: string(), COMPANY: string() }),
  personTypes: object({ Applicant: string(), Representative: string() }),
  authorities: array(Authority),
  settings: GlobalsSettingsSchema,
});
export type Globals = Infer<typeof GlobalsSchema>;
export type FooterLink = Infer<typeof FooterLink>;
export type ServiceCatalogue = Infer<typeof ServiceCatalogue>;
export type EserviceCard = Infer<typeof EserviceCard>;
export type Authority = Infer<typeof Authority>;
