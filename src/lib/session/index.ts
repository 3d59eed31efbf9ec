/** The signed-in user: session query, role rules, menu model, sign-in and logout calls. */
export {
  endImpersonation,
  fetchLogoutChallenge,
  gatewayInitLogin,
  login,
  logout,
  ssoLogin,
  ticketLogin,
  type LoginInput,
  type SsoLoginInput,
  type TicketLoginInput,
} from "./auth-api";
export {
  DEVICE_SESSION_KEY,
  forgetDeviceSession,
  keepSessionOnDevice,
  readDeviceSession,
  readEndedSession,
  restoreDeviceSession,
  sessionEndedByOffice,
  type DeviceSession,
  type EndedSession,
} from "./device-session";
export { forgetQueries, leaveAccount, type LeaveAccountInput } from "./leave-account";
export { menuFor, type MenuEntry, type MenuId, type MenuLabelId } from "./menu";
export {
  CORRESPONDENCE_ROLES,
  IP_RIGHT_ROLES,
  hasAnyRole,
  hasCorrespondenceRole,
  hasIpRightRole,
  hasRole,
  isAdministrator,
  isChild,
  isParent,
  isReadOnly,
  mainUserId,
} from "./roles";
export { fetchSessionUser, refreshSessionUser, sessionAccountOnceChecked, sessionQueries, sessionQueryKeys, watchSessionEnd } from "./session-queries";
export { HEARTBEAT_INTERVAL_MS, useImpersonationHeartbeat } from "./use-impersonation-heartbeat";
