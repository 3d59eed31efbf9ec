export { DEMO_PASSWORD, LoginPage } from "./login-page";
export { ShellPage } from "./shell-page";
export { InboxPage } from "./inbox-page";
export { ThreadPage } from "./thread-page";
