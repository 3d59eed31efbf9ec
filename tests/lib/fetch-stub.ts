/**
 * Test helpers: a `fetch` stub answering with real `Response` objects, and builders of
 * the API's answers (every answer carries the CSRF headers, as the contract says).
 */
import { vi, type Mock } from "vitest";
import { ApiError } from "@/lib/api";

export interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  init: RequestInit;
}

export type Responder = (call: Call) => Response | Promise<Response>;

export interface FetchStub {
  fetch: Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;
  calls: Call[];
}

/** Replaces global fetch; each call is recorded and answered by `responder`. */
export function stubFetch(responder: Responder): FetchStub {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = {
      url: String(input),
      method: init.method ?? "GET",
      headers: new Headers(init.headers),
      body: init.body,
      init,
    };
    calls.push(call);
    return responder(call);
  });
  vi.stubGlobal("fetch", fetch);
  return { fetch, calls };
}

/** Answers the given responses in order (the last one repeats). */
export function sequence(...responses: Array<() => Response>): Responder {
  let index = 0;
  return () => {
    const make = responses[Math.min(index, responses.length - 1)];
    index += 1;
    if (!make) throw new Error("no response configured");
    return make();
  };
}

export interface AnswerOptions {
  status?: number;
  csrf?: string | null;
  headers?: Record<string, string>;
}

function csrfHeaders(csrf: string | null | undefined): Record<string, string> {
  return csrf ? { "X-CSRF-HEADER-NAME": "X-CSRF-TOKEN", "X-CSRF-TOKEN": csrf } : {};
}

export function json(body: unknown, { status = 200, csrf = "token-1", headers = {} }: AnswerOptions = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...csrfHeaders(csrf), ...headers },
  });
}

export function empty({ status = 204, csrf = "token-1", headers = {} }: AnswerOptions = {}): Response {
  return new Response(null, { status, headers: { ...csrfHeaders(csrf), ...headers } });
}

export function errorBody(
  status: number,
  description: string,
  extra: Record<string, unknown> = {},
  options: Omit<AnswerOptions, "status"> = {},
): Response {
  return json({ code: status, description, ...extra }, { ...options, status });
}

/** A fetch that fails like a browser offline. */
export function offline(): Response {
  throw new TypeError("Failed to fetch");
}

/** The ApiError a request rejects with (fails the test if it resolves). */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the request to fail");
}
