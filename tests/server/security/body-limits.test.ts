/**
 * Security suite: limits on the bytes a request streams in, counted as they arrive.
 * JSON bodies stop at 1 MiB, uploads at 10 MiB per file and 20 files, with or without a
 * Content-Length, answered 413 `file.too.large`; a 400 MB upload is refused while the server's
 * memory stays flat (its peak resident size stays under 300 MB); bytes sent beyond a JSON body's
 * Content-Length are never part of it.
 */
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDraft, FEATURED, filesForm, PDF_BYTES } from "../support/correspondence";
import { jsonText, multipartFile, startServerProcess, streamRequest } from "../support/streaming";
import { TestClient, API } from "../support/test-client";
import { startTestServer, type TestServer } from "../support/test-server";

const MB = 1024 * 1024;
const TOO_LARGE = { code: 413, description: "file.too.large" };

let server: TestServer;
let parent: TestClient;
let draftId: number;
beforeAll(async () => {
  // JSON operations answer the generic 413 file.too.large, which only upload operations document:
  // this server writes no conformance log.
  server = await startTestServer({ conformanceLogFile: undefined });
  parent = server.client();
  await parent.signInOk("demoparent");
  draftId = (await createDraft(parent, FEATURED.noReplies)).body.id;
});
afterAll(() => server.close());

function signedHeaders(client: TestClient, type: string): Record<string, string> {
  return { Cookie: `IPO_SESSION=${client.session ?? ""}`, "X-CSRF-TOKEN": client.csrfToken ?? "", "Content-Type": type };
}

const storedFiles = async () =>
  Number((await server.db.first<{ n: number }>("SELECT COUNT(*) AS n FROM correspondence_attachments WHERE sub_row_id = ?", [draftId]))?.n ?? 0);

describe("body limits", () => {
  it("refuses a 5 MB JSON body announced by its Content-Length", async () => {
    const res = await parent.api("POST", "/correspondences/message/search", {
      raw: JSON.stringify({ search: "x".repeat(5 * MB) }),
      headers: { "Content-Type": "application/json" },
      validate: false,
    });
    expect(res.body).toEqual(TOO_LARGE);
  });

  it("refuses a 2 MB JSON body streamed without a Content-Length", async () => {
    const res = await streamRequest({
      url: `${server.baseUrl}${API}/correspondences/message/search`,
      headers: signedHeaders(parent, "application/json"),
      chunks: () => jsonText(2 * MB),
    });
    expect([res.status, JSON.parse(res.body)]).toEqual([413, TOO_LARGE]);
  });

  it("reads no more of a JSON body than its Content-Length announces: what follows is the next request", async () => {
    // A small body with a small Content-Length is not counted here (Node's parser bounds it): the
    // bytes sent after it are a request of their own, answered on its own.
    const body = JSON.stringify({ requestPage: 0, size: 1 });
    const headers = Object.entries(signedHeaders(parent, "application/json")).map(([name, value]) => `${name}: ${value}`);
    const host = `Host: ${new URL(server.baseUrl).host}`;
    const first = [`POST ${API}/correspondences/message/search HTTP/1.1`, host, ...headers, `Content-Length: ${Buffer.byteLength(body)}`];
    const second = [`GET ${API}/correspondences/message/incoming/new HTTP/1.1`, host, headers[0], "Connection: close"];
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(server.baseUrl).port), "127.0.0.1");
      const chunks: Buffer[] = [];
      socket.on("data", (chunk: Buffer) => chunks.push(chunk));
      socket.on("close", () => resolve(Buffer.concat(chunks).toString("utf8")));
      socket.on("error", reject);
      socket.write(`${first.join("\r\n")}\r\n\r\n${body}${second.join("\r\n")}\r\n\r\n`);
    });
    expect(answer.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
    expect(answer).toContain('"pageSize":1');
    expect(answer).toMatch(/\{"count":\d+\}/);
  });

  it("refuses a 150 MB upload streamed without a Content-Length, and stores nothing", async () => {
    const res = await streamRequest({
      url: `${server.baseUrl}${API}/correspondences/attachments/${draftId}`,
      headers: signedHeaders(parent, "multipart/form-data; boundary=h1aBoundary"),
      chunks: () => multipartFile("h1aBoundary", "big.pdf", 150 * MB),
    });
    expect([res.status, JSON.parse(res.body)]).toEqual([413, TOO_LARGE]);
    expect(res.sent).toBeLessThan(150 * MB); // cut off while streaming
    expect(await storedFiles()).toBe(0);
  });

  it("refuses 500 files in one request, and stores none of them", async () => {
    const files = Array.from({ length: 500 }, (_, i) => ({ name: `f${i}.pdf`, content: PDF_BYTES }));
    const res = await parent.api("POST", `/correspondences/attachments/${draftId}`, { multipart: filesForm(files), validate: false });
    expect(res.body).toEqual(TOO_LARGE);
    expect(await storedFiles()).toBe(0);
  });

  it("keeps memory flat while it refuses a 400 MB upload (peak RSS under 300 MB)", async () => {
    // A second server on this file's database, already migrated and seeded: it starts quickly.
    const child = await startServerProcess(server.databaseUrl);
    try {
      const client = new TestClient(child.baseUrl);
      await client.signInOk("demoparent");
      const draft = (await createDraft(client, FEATURED.noReplies)).body.id;
      child.resetPeak();
      const before = child.memory().rss;
      const res = await streamRequest({
        url: `${child.baseUrl}${API}/correspondences/attachments/${draft}`,
        headers: signedHeaders(client, "multipart/form-data; boundary=h1aBoundary"),
        chunks: () => multipartFile("h1aBoundary", "huge.pdf", 400 * MB),
      });
      expect([res.status, JSON.parse(res.body)]).toEqual([413, TOO_LARGE]);
      const { peak } = child.memory();
      console.log(`body limits: server RSS ${Math.round(before / MB)} MB before, peak ${Math.round(peak / MB)} MB while refusing a 400 MB upload`);
      expect(peak).toBeLessThan(300 * MB);
      expect((await client.api("GET", "/auth/me")).status).toBe(200); // and it answers on
    } finally {
      await child.stop();
    }
  }, 60_000);
});
