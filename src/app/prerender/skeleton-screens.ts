/**
 * The signed-in screens the build prerenders as a skeleton (./signed-in-skeleton.tsx), by the
 * URL path the server answers with them. Read by the build (scripts/prerender-signed-in.ts)
 * and the skeleton itself; no imports, so the build's config can load it in Node.
 */
export const SKELETON_SCREENS = {
  "/": "dashboard",
  "/correspondence": "correspondence",
} as const;

export type SkeletonScreen = (typeof SKELETON_SCREENS)[keyof typeof SKELETON_SCREENS];
