/**
 * Request bodies streamed in chunks (no Content-Length: chunked transfer encoding), generated as
 * they are sent so that a test never holds them in memory, and a reference server in a child
 * process whose memory a test can read (Linux /proc).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

export interface StreamedAnswer {
  status: number;
  body: string;
  /** Bytes written before the server answered or closed the connection. */
  sent: number;
}

export interface StreamedRequest {
  url: string;
  method?: string;
  headers: Record<string, string>;
  /** Produces the body's chunks in order; stops early once the server has answered. */
  chunks: () => Generator<Uint8Array>;
}

/** Sends the body chunk by chunk (honouring back-pressure) until it ends or the server answers. */
export function streamRequest({ url, method = "POST", headers, chunks }: StreamedRequest): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request(url, { method, headers: { ...headers, "Transfer-Encoding": "chunked" } }, (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (part: string) => (body += part));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, body, sent });
        req.destroy(); // the rest of the body is never sent
      });
      res.on("error", reject);
    });
    // The server may close the connection once it has answered; that is no failure of the test.
    req.on("error", (err) => {
      if (!answered) reject(err);
    });
    const source = chunks();
    const pump = (): void => {
      for (;;) {
        if (answered || req.destroyed) return;
        const next = source.next();
        if (next.done) {
          req.end();
          return;
        }
        sent += next.value.byteLength;
        if (!req.write(next.value)) {
          req.once("drain", pump);
          return;
        }
      }
    };
    pump();
  });
}

/** A multipart body with one file part of `size` bytes (zeros after a PDF header), generated lazily. */
export function* multipartFile(boundary: string, name: string, size: number, chunkSize = 256 * 1024): Generator<Uint8Array> {
  const encoder = new TextEncoder();
  yield encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
  const zeros = new Uint8Array(chunkSize);
  for (let left = size; left > 0; left -= chunkSize) yield left >= chunkSize ? zeros : zeros.subarray(0, left);
  yield encoder.encode(`\r\n--${boundary}--\r\n`);
}

/** `size` bytes of a JSON object `{"search": "xxx…"}`, generated lazily. */
export function* jsonText(size: number, chunkSize = 64 * 1024): Generator<Uint8Array> {
  const encoder = new TextEncoder();
  yield encoder.encode('{"search":"');
  const filler = encoder.encode("x".repeat(chunkSize));
  for (let left = size; left > 0; left -= chunkSize) yield left >= chunkSize ? filler : filler.subarray(0, left);
  yield encoder.encode('"}');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Resident memory now and at its peak (VmRSS, VmHWM), in bytes. */
  memory(): { rss: number; peak: number };
  /** Starts the peak over at the current resident size (the start-up's seeding peaks higher). */
  resetPeak(): void;
  stop(): Promise<void>;
}

/** `npm run server` as a child process on a free port and the given database. */
export async function startServerProcess(databaseUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  const root = fileURLToPath(new URL("../../..", import.meta.url));
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, DIST_DIR: "/nonexistent", IPO_CONFORMANCE_LOG: "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (part: Buffer) => {
      output += part.toString();
      if (output.includes("listening on")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  const field = (name: string): number => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${child.pid}/status`, "utf8"));
    return Number(match?.[1] ?? 0) * 1024;
  };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    memory: () => ({ rss: field("VmRSS"), peak: field("VmHWM") }),
    // "5" resets the peak resident set size (proc(5), /proc/pid/clear_refs).
    resetPeak: () => writeFileSync(`/proc/${child.pid}/clear_refs`, "5"),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
