/**
 * Reading globals `settings` (DECISIONS decision 42). Values are numbers; time values are
 * seconds. Without globals (first offline start) or with a missing or invalid value, the
 * contract's default is used.
 */
import type { Globals, SettingKey } from "@/lib/api";
import { SETTINGS_DEFAULTS } from "@/lib/api/contract";

/** The contract's defaults (GlobalsSettings `default`, generated). */
export const SETTING_DEFAULTS: Readonly<Record<SettingKey, number>> = SETTINGS_DEFAULTS;

/** Settings whose value is a number of seconds. */
export type SecondsSettingKey = Extract<
  SettingKey,
  | "correspondence.expiration.period"
  | "correspondence.new.messages.counter"
  | "applications.pending-action.counter"
  | "applications.homepage.counter"
  | "correspondence.autosave"
>;

export function settingValue(globals: Globals | null | undefined, key: SettingKey): number {
  const value = globals?.settings[key];
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : SETTING_DEFAULTS[key];
}

export function settingSeconds(globals: Globals | null | undefined, key: SecondsSettingKey): number {
  return settingValue(globals, key);
}

/** The same in milliseconds, for timers and `refetchInterval`. */
export function settingMs(globals: Globals | null | undefined, key: SecondsSettingKey): number {
  return settingSeconds(globals, key) * 1000;
}
