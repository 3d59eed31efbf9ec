export { appAtom, appStore, resetAppState } from "./app-store";
export { registerStateReset } from "./reset";
