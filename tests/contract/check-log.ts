/**
 * Checks conformance logs (IPO_CONFORMANCE_LOG, one JSON response per line) against the contract.
 * Usage: tsx tests/contract/check-log.ts <file.jsonl>...
 * Prints "N responses checked, M operations covered" and every mismatch; exits 1 on any mismatch.
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { contractValidator, type ResponseSample } from "./openapi-validator";

export interface LogCheckResult {
  checked: number;
  operations: Set<string>;
  problems: string[];
}

export function checkLogText(text: string, source = "log"): LogCheckResult {
  const validator = contractValidator();
  const result: LogCheckResult = { checked: 0, operations: new Set(), problems: [] };
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "") return;
    let sample: ResponseSample;
    try {
      sample = JSON.parse(line) as ResponseSample;
    } catch {
      result.problems.push(`${source}:${index + 1}: not a JSON line`);
      return;
    }
    result.checked++;
    const report = validator.validate(sample);
    if (report.operationId) result.operations.add(report.operationId);
    result.problems.push(...report.problems.map((p) => `${source}:${index + 1}: ${p}`));
  });
  return result;
}

export function checkLogFiles(files: string[]): LogCheckResult {
  const total: LogCheckResult = { checked: 0, operations: new Set(), problems: [] };
  for (const file of files) {
    const result = checkLogText(readFileSync(file, "utf8"), file);
    total.checked += result.checked;
    result.operations.forEach((op) => total.operations.add(op));
    total.problems.push(...result.problems);
  }
  return total;
}

function main(files: string[]): number {
  if (files.length === 0) {
    console.error("Usage: tsx tests/contract/check-log.ts <file.jsonl>...");
    return 2;
  }
  const result = checkLogFiles(files);
  const all = contractValidator().operationIds.length;
  console.log(`${result.checked} responses checked, ${result.operations.size} operations covered (of ${all})`);
  for (const problem of result.problems) console.log(`MISMATCH ${problem}`);
  return result.problems.length > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
