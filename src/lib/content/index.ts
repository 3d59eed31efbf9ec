/** Public content: globals, literals, countries, filter options, and settings helpers. */
export { CONTENT_STALE_TIME, contentQueries, contentQueryKeys } from "./content-queries";
export { SETTING_DEFAULTS, settingMs, settingSeconds, settingValue, type SecondsSettingKey } from "./settings";
export { useGlobals } from "./use-globals";
