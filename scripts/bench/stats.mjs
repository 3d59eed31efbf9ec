/** Number helpers and the tables the benchmark prints. */

export function median(values) {
  const xs = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

export function formatBytes(n) {
  if (n === null || n === undefined) return "–";
  if (n < 1024) return `${n} B`;
  return `${(n / 1024).toFixed(1)} KB`;
}

export const formatMs = (n) => (n === null || n === undefined ? "–" : `${Math.round(n)} ms`);
export const formatScore = (n) => (n === null || n === undefined ? "–" : String(Math.round(n * 100)));

/**
 * Prints rows (objects with the same keys, values already formatted) as an aligned table.
 * Columns are the union of the rows' keys in first-seen order.
 */
export function printTable(title, rows) {
  if (rows.length === 0) return;
  const columns = [];
  for (const row of rows) for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key);
  const cell = (row, c) => String(row[c] ?? "");
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r, c).length)));
  const line = (values) => values.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join("  ");
  console.log(`\n${title}`);
  console.log(line(columns));
  console.log(widths.map((w) => "─".repeat(w)).join("  "));
  for (const row of rows) console.log(line(columns.map((c) => cell(row, c))));
}
