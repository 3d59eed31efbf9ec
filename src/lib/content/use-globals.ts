import { useQuery } from "@tanstack/react-query";
import { contentQueries } from "./content-queries";

/** The globals query (network first, IndexedDB when offline). */
export function useGlobals() {
  return useQuery(contentQueries.globals());
}
