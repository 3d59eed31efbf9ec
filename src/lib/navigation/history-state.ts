/**
 * Navigation state shared between screens (TanStack Router `state`, kept in the history entry,
 * not in the URL):
 * - `applicationsPreset`: the tab and search text /my-applications starts with (spec 2 §2:
 *   the dashboard's application-number links carry the number and the type);
 * - `correspondenceSearch`: the search text /correspondence starts with (the "view
 *   correspondence" action of my applications passes the application number).
 */
export type ApplicationTab = "all" | "trademark" | "design" | "eservice";

export interface ApplicationsPreset {
  tab: ApplicationTab;
  search: string;
}

declare module "@tanstack/history" {
  interface HistoryState {
    applicationsPreset?: ApplicationsPreset;
    correspondenceSearch?: string;
  }
}

/** Opens an external URL in a new window without giving it access to this one. */
export function openInNewWindow(url: string): void {
  window.open(url, "_blank", "noopener,noreferrer");
}
