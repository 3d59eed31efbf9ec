/** Polled counts shown in the shell (menu badges) and refreshed by the screens that change them. */
export { CountResponseSchema, countQueries, countQueryKeys, useNewCorrespondenceCount } from "./new-correspondence";
