/**
 * Navigation state shared between screens (TanStack Router `state`, kept in the history entry,
 * not in the URL):
 * - `applicationsPreset`: the tab and search text /my-applications starts with (spec 2 §2:
 *   the dashboard's application-number links carry the number and the type);
 * - `correspondenceSearch`: the search text /correspondence starts with (the "view
 *   correspondence" action of my applications passes the application number);
 * - `sectionRefused`: the section the user's roles do not open, when the route guard sent them
 *   to / instead (src/routes/-session-guard.ts); the screen they land on says why.
 */
export type ApplicationTab = "all" | "trademark" | "design" | "eservice";

/**
 * The sections a role opens: correspondence (either correspondence role), payments, applications
 * (trademarks or designs), child accounts (the account administrator role).
 */
export type RefusedSection = "correspondence" | "payments" | "applications" | "child-accounts";

export interface ApplicationsPreset {
  tab: ApplicationTab;
  search: string;
}

declare module "@tanstack/history" {
  interface HistoryState {
    applicationsPreset?: ApplicationsPreset;
    correspondenceSearch?: string;
    sectionRefused?: RefusedSection;
  }
}

/** Opens an external URL in a new window without giving it access to this one. */
export function openInNewWindow(url: string): void {
  window.open(url, "_blank", "noopener,noreferrer");
}
