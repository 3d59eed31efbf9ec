/**
 * Decision 85, the shared inbox, over real HTTP (every answer checked against the contract):
 * the assignee rule, the handled mark, notes (length, author and administrator rule), the
 * filters, the correspondence users, roles, read-only sessions and another account's user.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  allIds,
  detail,
  FOREIGN,
  impersonating,
  insertForeignMessage,
  search,
  signedIn,
  type ErrorBody,
} from "./support/correspondence";
import type { TestClient, TestResponse } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

interface Note {
  id: number;
  authorUserId: number;
  authorFullName: string;
  text: string;
  createdAt: string;
}

const PARENT = 1;
const CHILD = 2; // read-only correspondence role
const NO_ROLE = 3;
const PENDING = 4; // another main account
const COLLEAGUE = 5; // read-write correspondence role

let server: TestServer;
let parent: TestClient;
let colleague: TestClient;
let child: TestClient;
let ids: number[];

beforeAll(async () => {
  server = await startTestServer();
  await insertForeignMessage(server);
  // The other main account's user can sign in with the demo password.
  await server.db.run("UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE id = 1) WHERE id = ?", [FOREIGN.userId]);
  [parent, colleague, child] = await Promise.all([signedIn(server, "demoparent"), signedIn(server, "democolleague"), signedIn(server, "demochild")]);
  ids = (await search(parent, { size: 20 })).body.content.map((i) => i.message.id);
}, 60_000);
afterAll(() => server.close());

function patch(client: TestClient, id: number, operations: { path: string; value: unknown }[]): Promise<TestResponse<ErrorBody | null>> {
  return client.api("PATCH", `/correspondences/message/${id}`, {
    json: operations.map((o) => ({ op: "replace", ...o })),
    headers: { "Content-Type": "application/json-patch+json" },
  });
}

const assign = (client: TestClient, id: number, userId: number | null) => patch(client, id, [{ path: "/assigneeUserId", value: userId }]);
const markHandled = (client: TestClient, id: number, value: boolean) => patch(client, id, [{ path: "/handled", value }]);
const notes = (client: TestClient, id: number) => client.api<Note[] | ErrorBody>("GET", `/correspondences/message/${id}/notes`);
const addNote = (client: TestClient, id: number, text: string, key?: string) =>
  client.api<Note | ErrorBody>("POST", `/correspondences/message/${id}/notes`, { json: { text }, headers: key ? { "Idempotency-Key": key } : {} });
const deleteNote = (client: TestClient, id: number, noteId: number) => client.api<ErrorBody | null>("DELETE", `/correspondences/message/${id}/notes/${noteId}`);
const id = (n: number) => ids[n] as number;

describe("messages carry the shared inbox's fields", () => {
  it("has nobody assigned, nothing handled and no notes at first, in lists and the detail", async () => {
    const list = await search(parent);
    for (const { message } of list.body.content) expect(message).toMatchObject({ assigneeUserId: null, handled: null, noteCount: 0 });
    expect((await detail(parent, id(0))).body).toMatchObject({ assigneeUserId: null, handled: null, noteCount: 0 });
  });
});

describe("GET /account/correspondence-users", () => {
  it("lists the main account's users with a correspondence role, by name, for parent and children alike", async () => {
    const expected = [
      { userId: PARENT, fullName: "Jonas Petraitis" },
      { userId: CHILD, fullName: "Ona Kazlauskienė" },
      { userId: COLLEAGUE, fullName: "Rūta Žukauskaitė" },
    ];
    for (const client of [parent, colleague, child]) expect((await client.api("GET", "/account/correspondence-users")).body).toEqual(expected);
    const noRole = await signedIn(server, "demonorole");
    expect((await noRole.api<ErrorBody>("GET", "/account/correspondence-users")).body.description).toBe("access.denied");
  });
});

describe("assigning", () => {
  it("assigns to a user of the account with a correspondence role, and back to nobody", async () => {
    expect((await assign(parent, id(0), COLLEAGUE)).status).toBe(204);
    expect((await detail(colleague, id(0))).body.assigneeUserId).toBe(COLLEAGUE);
    expect((await assign(colleague, id(1), CHILD)).status).toBe(204);
    expect((await assign(colleague, id(1), null)).status).toBe(204);
    expect((await detail(parent, id(1))).body.assigneeUserId).toBeNull();
  });

  it("refuses an assignee without a correspondence role or of another main account (400 invalid.assignee)", async () => {
    for (const userId of [NO_ROLE, PENDING, FOREIGN.userId, 99999]) {
      const res = await assign(parent, id(2), userId);
      expect([res.status, res.body?.description]).toEqual([400, "invalid.assignee"]);
    }
    expect((await detail(parent, id(2))).body.assigneeUserId).toBeNull();
  });

  it("needs the write role (403 access.denied), while the read-only role still flags important", async () => {
    const res = await assign(child, id(2), CHILD);
    expect([res.status, res.body?.description]).toEqual([403, "access.denied"]);
    expect((await markHandled(child, id(2), true)).status).toBe(403);
    expect((await patch(child, id(2), [{ path: "/important", value: true }])).status).toBe(204);
    expect((await detail(parent, id(2))).body).toMatchObject({ assigneeUserId: null, handled: null, important: true });
  });

  it("is refused in a read-only session (403 read.only.session)", async () => {
    const readOnly = await impersonating(server, "demoparent");
    const res = await assign(readOnly, id(2), PARENT);
    expect([res.status, res.body?.description]).toEqual([403, "read.only.session"]);
    expect((await readOnly.api("GET", "/account/correspondence-users")).status).toBe(200);
    expect((await notes(readOnly, id(0))).status).toBe(200);
    expect((await addNote(readOnly, id(0), "x")).body).toMatchObject({ description: "read.only.session" });
  });
});

describe("handled", () => {
  it("records who marked it and when; a second mark keeps the first; false clears it", async () => {
    expect((await markHandled(colleague, id(3), true)).status).toBe(204);
    const marked = (await detail(parent, id(3))).body.handled;
    expect(marked).toEqual({ byUserId: COLLEAGUE, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/) });
    expect((await markHandled(parent, id(3), true)).status).toBe(204);
    expect((await detail(parent, id(3))).body.handled).toEqual(marked);
    expect((await markHandled(parent, id(3), false)).status).toBe(204);
    expect((await detail(parent, id(3))).body.handled).toBeNull();
    expect((await markHandled(parent, id(4), true)).status).toBe(204);
  });
});

describe("filters", () => {
  it("filters by assignee ME, NOBODY or a user id, and by handled, with the other criteria (AND)", async () => {
    const everything = await allIds(parent);
    expect(await allIds(colleague, { filterCriteria: { assignee: "ME" } })).toEqual([id(0)]);
    expect(await allIds(parent, { filterCriteria: { assignee: COLLEAGUE } })).toEqual([id(0)]);
    expect(await allIds(parent, { filterCriteria: { assignee: "ME" } })).toEqual([]);
    expect(await allIds(parent, { filterCriteria: { assignee: "NOBODY" } })).toEqual(everything.filter((m) => m !== id(0)));
    expect(await allIds(parent, { filterCriteria: { handled: true } })).toEqual([id(4)]);
    expect(await allIds(parent, { filterCriteria: { handled: false } })).toEqual(everything.filter((m) => m !== id(4)));
    expect(await allIds(parent, { filterCriteria: { handled: true, assignee: "NOBODY" } })).toEqual([id(4)]);
    const bad = await search(parent, { filterCriteria: { assignee: "SOMEONE" } });
    expect([bad.status, (bad.body as unknown as ErrorBody).description]).toEqual([400, "invalid.format"]);
  });
});

describe("notes", () => {
  let parentNote: Note;
  let colleagueNote: Note;

  it("writes plain-text notes of 1-2000 characters, listed oldest first with author and time", async () => {
    const first = await addNote(parent, id(0), "  Called the office: the examiner wants the colour claim.  ");
    expect(first.status).toBe(201);
    parentNote = first.body as Note;
    expect(parentNote).toMatchObject({ authorUserId: PARENT, authorFullName: "Jonas Petraitis", text: "Called the office: the examiner wants the colour claim." });
    const second = await addNote(colleague, id(0), "x".repeat(2000));
    expect(second.status).toBe(201);
    colleagueNote = second.body as Note;
    const list = await notes(child, id(0));
    expect((list.body as Note[]).map((n) => [n.id, n.authorFullName])).toEqual([
      [parentNote.id, "Jonas Petraitis"],
      [colleagueNote.id, "Rūta Žukauskaitė"],
    ]);
    expect((await detail(child, id(0))).body.noteCount).toBe(2);
    expect((await search(child, { filterCriteria: { assignee: COLLEAGUE } })).body.content[0]?.message.noteCount).toBe(2);
  });

  it("refuses empty and too long texts with the field's key", async () => {
    for (const [text, key] of [["   ", "required.field"], ["y".repeat(2001), "max.length.exceeded"]] as const) {
      const res = await addNote(parent, id(0), text);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, description: key, details: { fields: { text: key } } });
    }
  });

  it("answers a repeated Idempotency-Key once", async () => {
    const [a, b] = [await addNote(colleague, id(1), "Once", "note-key-1"), await addNote(colleague, id(1), "Once", "note-key-1")];
    expect(a.status).toBe(201);
    expect(b.body).toEqual(a.body);
    expect(((await notes(parent, id(1))).body as Note[]).length).toBe(1);
  });

  it("needs the write role to write and delete; reading needs either role", async () => {
    expect((await addNote(child, id(0), "no")).body).toMatchObject({ code: 403, description: "access.denied" });
    expect((await deleteNote(child, id(0), colleagueNote.id)).body).toMatchObject({ code: 403, description: "access.denied" });
    const noRole = await signedIn(server, "demonorole");
    expect((await notes(noRole, id(0))).status).toBe(403);
  });

  it("lets the author or an account administrator delete a note, nobody else (403 access.denied)", async () => {
    const refused = await deleteNote(colleague, id(0), parentNote.id);
    expect([refused.status, refused.body?.description]).toEqual([403, "access.denied"]);
    expect((await deleteNote(parent, id(0), colleagueNote.id)).status).toBe(204);
    expect((await deleteNote(parent, id(0), parentNote.id)).status).toBe(204);
    expect((await deleteNote(parent, id(0), parentNote.id)).status).toBe(404);
    expect((await notes(parent, id(0))).body).toEqual([]);
    const own = (await addNote(colleague, id(2), "mine")).body as Note;
    expect((await deleteNote(colleague, id(2), own.id)).status).toBe(204);
  });
});

describe("another main account", () => {
  it("answers 404 for its letters, and its user sees none of ours (404)", async () => {
    expect((await notes(parent, FOREIGN.messageId)).status).toBe(404);
    expect((await addNote(parent, FOREIGN.messageId, "x")).status).toBe(404);
    expect((await assign(parent, FOREIGN.messageId, PARENT)).status).toBe(404);
    const other = await signedIn(server, "otherparent");
    expect((await assign(other, id(0), FOREIGN.userId)).status).toBe(404);
    expect((await markHandled(other, id(0), true)).status).toBe(404);
    expect((await notes(other, id(1))).status).toBe(404);
    expect((await addNote(other, id(1), "x")).status).toBe(404);
    expect((await deleteNote(other, id(1), 1)).status).toBe(404);
    expect((await other.api("GET", "/account/correspondence-users")).body).toEqual([{ userId: FOREIGN.userId, fullName: "otherparent" }]);
    expect((await search(other, { filterCriteria: { assignee: "ME" } })).body.totalResults).toBe(0);
  });
});

describe("changes feed (decision 81)", () => {
  interface Changes {
    cursor: string;
    hasMore: boolean;
    changed: { id: number; assigneeUserId: number | null; handled: unknown; noteCount: number }[];
  }
  const changes = (since?: string) => parent.api<Changes>("GET", `/correspondences/changes?limit=500${since ? `&since=${encodeURIComponent(since)}` : ""}`);

  it("lists each assignment, handled mark and note as a change of the whole message", async () => {
    let page = (await changes()).body;
    while (page.hasMore) page = (await changes(page.cursor)).body;
    const cursor = page.cursor;
    await assign(colleague, id(5), PARENT);
    await markHandled(colleague, id(6), true);
    await addNote(colleague, id(7), "Seen");
    const changed = (await changes(cursor)).body.changed;
    expect(changed.map((m) => [m.id, m.assigneeUserId, m.handled !== null, m.noteCount])).toEqual([
      [id(5), PARENT, false, 0],
      [id(6), null, true, 0],
      [id(7), null, false, 1],
    ]);
  });
});
