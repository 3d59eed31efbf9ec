/**
 * Decision 39: a value the office's literals do not translate is shown with the label of the
 * filter option that carries it. The filter options tell which label key prefix each list of
 * values is shown through; `withFilterLabels` (the filters query's `select`) hands them to the
 * literal lookup once per loaded answer, whether it came from the network or the persisted cache.
 */
import type { FilterOptions } from "@/lib/api";
import { registerOptionLabels } from "@/lib/i18n/literals";

const registered = new WeakSet<FilterOptions>();

export function withFilterLabels(filters: FilterOptions): FilterOptions {
  if (registered.has(filters)) return filters;
  registered.add(filters);
  const { applications, correspondence, shoppingCart, paymentHistory } = filters;
  registerOptionLabels("dossier.type.", correspondence.categories);
  registerOptionLabels("correspondence.status.", correspondence.statuses);
  registerOptionLabels("correspondence.date.", correspondence.dates);
  registerOptionLabels("app.status.", applications.status);
  registerOptionLabels("app.form.", [...applications.formTypes.trademark, ...applications.formTypes.design]);
  registerOptionLabels("ip.right.", [...applications.ipRightType, ...paymentHistory.ipRightTypes]);
  registerOptionLabels("app.type.", shoppingCart.types);
  return filters;
}
