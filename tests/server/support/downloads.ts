/**
 * File downloads for server tests: like TestClient.api, with the client's session cookie and CSRF
 * token and the contract check of every response, but the body is kept as bytes (TestClient reads
 * text, which would mangle a PDF or a spreadsheet). Errors are parsed as JSON.
 */
import { contractValidator } from "../../contract/openapi-validator";
import { API, type TestClient } from "./test-client";

export interface Download {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  /** The JSON error body of a non-2xx answer, else null. */
  error: { code: number; description: string; details?: Record<string, unknown> } | null;
}

export async function download(client: TestClient, method: "GET" | "POST", path: string, json?: unknown): Promise<Download> {
  const headers: Record<string, string> = {};
  if (client.session !== undefined) headers.Cookie = `IPO_SESSION=${client.session}`;
  if (method === "POST" && client.csrfToken !== undefined) headers["X-CSRF-TOKEN"] = client.csrfToken;
  if (json !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(client.baseUrl + API + path, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const isJson = (res.headers.get("content-type") ?? "").includes("json");
  const parsed: unknown = isJson && bytes.length > 0 ? JSON.parse(new TextDecoder().decode(bytes)) : null;
  const responseHeaders: Record<string, string | string[]> = Object.fromEntries(res.headers.entries());
  responseHeaders["set-cookie"] = res.headers.getSetCookie();
  const report = contractValidator().validate({ method, path: API + path, status: res.status, headers: responseHeaders, body: parsed });
  if (report.problems.length > 0) throw new Error(`Contract mismatch:\n${report.problems.join("\n")}`);
  return { status: res.status, headers: res.headers, bytes, error: res.ok ? null : (parsed as Download["error"]) };
}

/** The file name of `filename="…"` in a Content-Disposition header. */
export function dispositionFileName(headers: Headers): string | null {
  return /filename="([^"]*)"/.exec(headers.get("content-disposition") ?? "")?.[1] ?? null;
}
