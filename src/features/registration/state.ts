/**
 * The registration wizard's state. In memory only: the gateway step leaves the app (a full-page
 * POST), and the new-account callback fills the identity when the browser comes back.
 */
import { appAtom } from "@/lib/state";
import { INITIAL_WIZARD, type WizardState } from "./wizard";

export const wizardAtom = appAtom<WizardState>(() => INITIAL_WIZARD);
