export { DEMO_PASSWORD, LoginPage } from "./login-page";
export { ShellPage } from "./shell-page";
export { InboxPage } from "./inbox-page";
export { ThreadPage } from "./thread-page";
export { MyAccountPage } from "./my-account-page";
export { ChildAccountsPage } from "./child-accounts-page";
export { latestMail, PasswordResetPage, RegistrationPage, VerifyAccountPage, type SandboxMail } from "./registration-page";
