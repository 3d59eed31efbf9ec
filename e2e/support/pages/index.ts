export { DEMO_PASSWORD, LoginPage } from "./login-page";
export { ShellPage } from "./shell-page";
