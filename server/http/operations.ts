/**
 * Every operation of contract/openapi.yaml with the flags its guard enforces: `auth` (every
 * security alternative needs the session), `mutating` (x-mutating) and `roles` (x-roles).
 * A test keeps this table equal to the contract; handlers are attached by operationId.
 */
import type { Role } from "../auth/roles";
import type { GuardFlags } from "./guards";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface OperationSpec extends GuardFlags {
  operationId: string;
  method: HttpMethod;
  /** Contract path template below /api/v1, e.g. `/applications/{tab}`. */
  path: string;
  /**
   * The handler checks the content of the body's fields (presence, length, characters, e-mail,
   * ranges) with per-field keys (spec §5, decisions 30-33, 76-78); the contract validator then
   * refuses only bodies of the wrong shape and leaves content findings to those rules.
   */
  fieldRules: boolean;
}

const CORRESPONDENCE_READ: Role[] = ["ROLE_CORRESPONDENCE_READ_ONLY", "ROLE_CORRESPONDENCE_READ_WRITE"];
const CORRESPONDENCE_WRITE: Role[] = ["ROLE_CORRESPONDENCE_READ_WRITE"];
const IP_RIGHTS: Role[] = ["ROLE_TRADEMARKS", "ROLE_DESIGNS"];
const PAYMENTS: Role[] = ["ROLE_PAYMENTS"];
const SIGNATURES: Role[] = ["ROLE_SIGNATURES"];
const ADMINISTRATOR: Role[] = ["ROLE_ACCOUNT_ADMINISTRATOR"];

function op(operationId: string, route: string, flags: Partial<GuardFlags & { fieldRules: boolean }> = {}): OperationSpec {
  const [method, path] = route.split(" ") as [HttpMethod, string];
  return {
    operationId,
    method,
    path,
    auth: flags.auth ?? false,
    mutating: flags.mutating ?? false,
    roles: flags.roles ?? [],
    fieldRules: flags.fieldRules ?? false,
  };
}

export const OPERATIONS: readonly OperationSpec[] = [
  // auth
  op("authorize", "GET /auth/authorize"),
  op("ssoLogin", "POST /auth/sso/login", { fieldRules: true }),
  op("ticketLogin", "POST /auth/sso/login/ticket"),
  op("login", "POST /auth/login"),
  op("getLogoutChallenge", "GET /auth/logout/challenge", { auth: true }),
  op("logout", "POST /auth/logout"),
  op("getSessionUser", "GET /auth/me", { auth: true }),
  op("endImpersonation", "GET /backend/logout/impersonate", { auth: true }),
  op("gatewayInitLogin", "POST /epaslaugos/auth/init-login"),
  op("gatewayNewAccountCallback", "GET /epaslaugos/auth/callback/new-account/{ticket}"),
  op("gatewayUsernameChange", "POST /epaslaugos/auth/username-change", { auth: true, mutating: true }),
  op("gatewayUsernameChangeCallback", "GET /epaslaugos/auth/callback/username-change/{ticket}", { auth: true, mutating: true }),
  op("requestPasswordReset", "POST /user/password/reset"),
  op("validatePasswordResetToken", "POST /user/password/validate-token"),
  op("confirmPasswordReset", "POST /user/password/confirmation", { fieldRules: true }),
  op("validateRegistrationCredentials", "POST /user/registration/validation", { fieldRules: true }),
  op("createAccount", "POST /user/registration/creation", { fieldRules: true }),
  op("resendRegistrationToken", "POST /user/registration/resend-token"),
  op("confirmRegistration", "POST /user/registration/confirmation", { fieldRules: true }),
  op("confirmUsernameChange", "POST /user/change-username/confirmation"),
  op("resendUsernameChangeToken", "POST /user/change-username/resend-token"),
  // account
  op("cancelUsernameChange", "DELETE /account/username", { auth: true, mutating: true }),
  op("getAccountDetails", "GET /account/details", { auth: true }),
  op("updateAccountDetails", "PUT /account/details", { auth: true, mutating: true, roles: ADMINISTRATOR, fieldRules: true }),
  op("getAccountAlerts", "GET /account/alerts", { auth: true }),
  op("updateAccountAlerts", "PUT /account/alerts", { auth: true, mutating: true }),
  op("updateLanguage", "PUT /account/language", { auth: true, mutating: true }),
  op("updatePersonType", "PUT /account/personType", { auth: true, mutating: true, roles: ADMINISTRATOR }),
  op("changePassword", "PUT /account/password", { auth: true, mutating: true, fieldRules: true }),
  op("lockAccount", "POST /account/lock", { auth: true, mutating: true, roles: ADMINISTRATOR }),
  op("checkDeactivation", "POST /account/deactivation", { auth: true, mutating: true }),
  op("confirmDeactivation", "POST /account/deactivation/confirmation", { auth: true, mutating: true }),
  op("listCorrespondenceUsers", "GET /account/correspondence-users", { auth: true, roles: CORRESPONDENCE_READ }),
  op("createChildAccount", "POST /child/registration", { auth: true, mutating: true, roles: ADMINISTRATOR, fieldRules: true }),
  op("listChildAccounts", "GET /child/details", { auth: true, roles: ADMINISTRATOR }),
  op("updateChildAccount", "PUT /child/details", { auth: true, mutating: true, roles: ADMINISTRATOR, fieldRules: true }),
  op("activateChildAccount", "POST /child/activation", { auth: true, mutating: true, roles: ADMINISTRATOR }),
  op("deactivateChildAccount", "POST /child/deactivation", { auth: true, mutating: true, roles: ADMINISTRATOR }),
  op("sendFeedback", "POST /feedback", { mutating: true, fieldRules: true }),
  // content
  op("getGlobals", "GET /content/global"),
  op("getLiterals", "GET /content/literal/{language}"),
  op("getCountries", "GET /content/country"),
  op("getFilters", "GET /content/filters", { auth: true }),
  // correspondence
  op("getCalendarFeed", "GET /correspondences/calendar-feed", { auth: true, roles: CORRESPONDENCE_READ }),
  op("createCalendarFeed", "POST /correspondences/calendar-feed", { auth: true, mutating: true, roles: CORRESPONDENCE_READ }),
  op("deleteCalendarFeed", "DELETE /correspondences/calendar-feed", { auth: true, mutating: true, roles: CORRESPONDENCE_READ }),
  op("getCorrespondenceChanges", "GET /correspondences/changes", { auth: true, roles: CORRESPONDENCE_READ }),
  op("searchCorrespondence", "POST /correspondences/message/search", { auth: true, roles: CORRESPONDENCE_READ }),
  op("getCorrespondenceDetail", "POST /correspondences/message/detail/{corrId}", { auth: true, roles: CORRESPONDENCE_READ }),
  op("countNewCorrespondence", "GET /correspondences/message/incoming/new", { auth: true, roles: CORRESPONDENCE_READ }),
  op("getExpiringCorrespondence", "POST /correspondences/message/expiring", { auth: true, roles: CORRESPONDENCE_READ }),
  op("patchCorrespondence", "PATCH /correspondences/message/{messageId}", { auth: true, mutating: true, roles: CORRESPONDENCE_READ }),
  op("listCorrespondenceNotes", "GET /correspondences/message/{messageId}/notes", { auth: true, roles: CORRESPONDENCE_READ }),
  op("createCorrespondenceNote", "POST /correspondences/message/{messageId}/notes", { auth: true, mutating: true, roles: CORRESPONDENCE_WRITE, fieldRules: true }),
  op("deleteCorrespondenceNote", "DELETE /correspondences/message/{messageId}/notes/{noteId}", { auth: true, mutating: true, roles: CORRESPONDENCE_WRITE }),
  op("createCorrespondenceDraft", "POST /correspondences/draft", { auth: true, mutating: true, roles: CORRESPONDENCE_WRITE }),
  op("saveCorrespondenceDraft", "PUT /correspondences/draft", { auth: true, mutating: true, roles: CORRESPONDENCE_WRITE }),
  op("sendCorrespondenceDraft", "POST /correspondences/draft/send", { auth: true, mutating: true, roles: CORRESPONDENCE_WRITE }),
  op("deleteCorrespondenceDraft", "DELETE /correspondences/draft/{draftId}", { auth: true, mutating: true, roles: CORRESPONDENCE_WRITE }),
  op("downloadCorrespondence", "GET /correspondences/download/incoming/{corrId}", { auth: true, roles: CORRESPONDENCE_READ }),
  op("downloadCorrespondenceReply", "GET /correspondences/download/draft/{corrId}", { auth: true, roles: CORRESPONDENCE_READ }),
  op("uploadDraftAttachments", "POST /correspondences/attachments/{id}", { auth: true, mutating: true, roles: CORRESPONDENCE_WRITE }),
  op("deleteDraftAttachment", "DELETE /correspondences/attachments/{id}", { auth: true, mutating: true, roles: CORRESPONDENCE_WRITE }),
  op("downloadMessageAttachment", "GET /correspondences/attachments/{id}", { auth: true, roles: CORRESPONDENCE_READ }),
  op("downloadDraftAttachment", "GET /correspondences/attachments/draft/{attachmentId}", { auth: true, roles: CORRESPONDENCE_READ }),
  // applications
  op("listDashboardApplications", "POST /applications/homepage", { auth: true }),
  op("listApplications", "POST /applications/{tab}", { auth: true, roles: IP_RIGHTS }),
  op("countDashboardApplications", "POST /applications/homepage/count", { auth: true }),
  op("countWaitingForPayment", "POST /applications/WAITING_FOR_PAYMENT/count", { auth: true }),
  op("countWaitingForSignature", "POST /applications/WAITING_FOR_SIGNATURE/count", { auth: true }),
  op("downloadApplicationReceipt", "GET /applications/{appNumber}/receipt", { auth: true, roles: IP_RIGHTS }),
  op("exportApplications", "POST /applications/{applicationType}/{type}", { auth: true, roles: IP_RIGHTS }),
  op("saveApplicationNote", "POST /applications/{applicationType}/{ipRightType}/note", { auth: true, mutating: true, roles: IP_RIGHTS }),
  op("lockApplicationNote", "POST /applications/{applicationType}/{ipRightType}/note/lock", { auth: true, mutating: true, roles: IP_RIGHTS }),
  op("duplicateApplication", "GET /applications/{applicationType}/{appId}/duplicate", { auth: true, mutating: true, roles: IP_RIGHTS }),
  op("validateEservice", "POST /applications/{applicationType}/eservices/validate", { auth: true, mutating: true, roles: IP_RIGHTS, fieldRules: true }),
  op("deleteApplication", "DELETE /applications/delete/{filingNumber}", { auth: true, mutating: true, roles: IP_RIGHTS }),
  op("downloadApplicationInvoice", "GET /applications/invoice/{filingNumber}", { auth: true, roles: PAYMENTS }),
  op("deleteDraftApplication", "DELETE /applications/{applicationType}/{type}/{appId}", { auth: true, mutating: true, roles: IP_RIGHTS }),
  op("resumeDraftApplication", "GET /applications/{applicationType}/{type}/{appId}/resume", { auth: true, mutating: true, roles: IP_RIGHTS }),
  op("lockDraftApplication", "POST /applications/{applicationType}/{type}/{appId}/lock", { auth: true, mutating: true, roles: IP_RIGHTS }),
  op("unlockDraftApplication", "POST /applications/{applicationType}/{type}/{appId}/unlock", { auth: true, mutating: true, roles: IP_RIGHTS }),
  op("listDraftApplications", "POST /applications/drafts/{tab}", { auth: true, roles: IP_RIGHTS }),
  op("exportDraftApplications", "POST /applications/drafts/{applicationType}/{type}", { auth: true, roles: IP_RIGHTS }),
  op("downloadDraftReceipt", "GET /applications/draft-receipt/{filingNumber}", { auth: true, roles: IP_RIGHTS }),
  // payments
  op("getShoppingCart", "POST /payments/shoppingCart", { auth: true, roles: PAYMENTS }),
  op("payOnline", "POST /payments", { auth: true, mutating: true, roles: PAYMENTS, fieldRules: true }),
  op("submitWithoutPayment", "POST /payments/submit/{filingNumber}", { auth: true, mutating: true, roles: PAYMENTS }),
  op("payInAdvance", "POST /payments/inAdvance", { auth: true, mutating: true, roles: PAYMENTS, fieldRules: true }),
  op("searchPaymentHistory", "POST /payments/history/search", { auth: true, roles: PAYMENTS }),
  op("downloadPaymentInvoice", "GET /payments/history/download/invoice/{paymentId}", { auth: true, roles: PAYMENTS }),
  op("listSignatures", "POST /signatures", { auth: true, roles: IP_RIGHTS }),
  op("signApplication", "POST /signatures/sign/{filingNumber}", { auth: true, mutating: true, roles: SIGNATURES }),
];

const BY_ID = new Map(OPERATIONS.map((o) => [o.operationId, o]));

export function operationById(operationId: string): OperationSpec {
  const spec = BY_ID.get(operationId);
  if (!spec) throw new Error(`Unknown operationId ${operationId}`);
  return spec;
}
