/**
 * Texts of the sidebar entries. The menu model (which entries a user sees) lives in
 * src/lib/session; this maps its stable ids to translated labels.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

const labels: Record<string, MessageDescriptor> = {
  dashboard: msg`Dashboard`,
  "online-services": msg`Online services`,
  "online-services-trademark": msg`Trademarks`,
  "online-services-design": msg`Designs`,
  "my-applications": msg`My applications`,
  "my-drafts": msg`My drafts`,
  signatures: msg`Signatures`,
  payments: msg`Payments`,
  correspondence: msg`Correspondence`,
  "correspondence-needs-reply": msg`Needs a reply`,
  "my-account": msg`My account`,
  "login-details": msg`Login details`,
  "profile-details": msg`Profile details`,
  preferences: msg`Preferences`,
  "child-accounts": msg`Child accounts`,
};

export function menuLabel(i18n: I18n, id: string): string {
  const descriptor = labels[id];
  return descriptor ? i18n._(descriptor) : id;
}
