/**
 * The signed-in screens the build prerenders as a skeleton (./signed-in-skeleton.tsx), by the
 * URL path the server answers with them. Read by the build (scripts/prerender-signed-in.ts)
 * and the skeleton itself; no imports, so the build's config can load it in Node.
 */
export const SKELETON_SCREENS = {
  "/": "dashboard",
  "/correspondence": "correspondence",
} as const;

/** The class of a skeleton's outermost element: the app knows by it that the page is one (src/main.tsx). */
export const SKELETON_CLASS = "ipo-sk";

export type SkeletonScreen = (typeof SKELETON_SCREENS)[keyof typeof SKELETON_SCREENS];

/**
 * Where the inbox skeleton's rows go, and the rows' template (./inbox-rows-template.tsx): the
 * page holds `ROWS_START` placeholders `ROWS_END`, then `<template data-ipo-rows="">` with the
 * first page's markup in slots; the reference server (server/http/signed-in-page.ts) puts the
 * user's own letters in its place, or leaves the placeholders.
 */
export const ROWS_START = "<!--ipo:rows-->";
export const ROWS_END = "<!--/ipo:rows-->";
export const ROWS_TEMPLATE_OPEN = '<template data-ipo-rows="">';
export const ROWS_TEMPLATE_CLOSE = "</template>";
