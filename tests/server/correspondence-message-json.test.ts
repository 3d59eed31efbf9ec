/**
 * The changes feed's messages, written as JSON by SQLite (server/correspondence/message-json.ts),
 * are the same text, byte for byte, as views.ts's detail objects passed through JSON.stringify:
 * every message of the demo account (attachments, replies with files, drafts) plus a letter whose texts hold what JSON
 * escapes (quotes, backslashes, control characters, line and paragraph separators, emoji), a
 * handled mark and a note; and an attachment stored without its SHA-256 gets it on the way.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { correspondenceChange } from "../../server/correspondence/changes-log";
import { changesPageJson } from "../../server/correspondence/changes-feed";
import { findMessagesByIds } from "../../server/correspondence/messages-repo";
import { messageDetail } from "../../server/correspondence/views";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
const ODD_ID = 90_001;
const ODD = `Quote " backslash \\ slash / tab \t new line \n return \r \b \f \u0001 \u001f \u007f \u2028 \u2029 ąčęėįšųūž 😀 <p>&amp;</p>`;

beforeAll(async () => {
  server = await startTestServer();
  await server.db.batch([
    {
      sql: `INSERT INTO correspondence_messages (id, account_id, direction, dossier_type, subject, sender, recipient, body,
              message_status, important, requires_reply, received_date, due_date, handled_by_user_id, handled_at, search_text)
            VALUES (?, 1, 'BO_INCOMING', 'TRADEMARK', ?, ?, 'User', ?, 'NEW', 1, 1, '2020-01-02T03:04:05', '2020-02-01', 1, '2020-01-03T10:00:00', '')`,
      args: [ODD_ID, ODD, ODD, ODD],
    },
    { sql: "INSERT INTO correspondence_notes (message_id, author_user_id, text, created_at) VALUES (?, 1, 'a note', 1)", args: [ODD_ID] },
    {
      sql: `INSERT INTO correspondence_sub_rows (message_id, draft_status, action_date, author, body) VALUES (?, 'SENT', '2020-01-04T00:00:00', ?, ?)`,
      args: [ODD_ID, ODD, ODD],
    },
    correspondenceChange(1, ODD_ID, "created"),
  ]);
});

afterAll(async () => {
  await server.close();
});

/** The feed's whole log for account 1 in one page: its text, and the `changed` part of it. */
async function wholeFeed(): Promise<{ text: string; changed: string; ids: number[] }> {
  const text = await changesPageJson(server.db, 1, undefined, 1000);
  const page = JSON.parse(text) as { hasMore: boolean; changed: { id: number }[] };
  expect(page.hasMore).toBe(false);
  const changed = /"changed":(\[.*\]),"removed":/s.exec(text)?.[1] ?? "";
  return { text, changed, ids: page.changed.map((m) => m.id) };
}

/** views.ts's detail objects of the ids, in their order, as JSON.stringify writes them. */
async function detailsOf(ids: number[]): Promise<string> {
  const found = new Map((await findMessagesByIds(server.db, 1, ids)).map((row) => [row.id, row]));
  const rows = ids.map((id) => found.get(id)).filter((row) => row !== undefined);
  return JSON.stringify(await Promise.all(rows.map((row) => messageDetail(server.db, row, null))));
}

describe("the feed's messages written by SQLite", () => {
  it("equal the detail form of every message of the account", async () => {
    const { changed, ids } = await wholeFeed();
    expect(ids.length).toBeGreaterThan(20);
    expect(ids).toContain(ODD_ID);
    const expected = await detailsOf(ids);
    expect(changed).toBe(expected);
    const messages = JSON.parse(expected) as { messageSearchAttachment: unknown[]; subRows: { messageSearchAttachment: unknown[] }[] }[];
    expect(messages.some((m) => m.messageSearchAttachment.length > 0)).toBe(true);
    expect(messages.some((m) => m.subRows.some((s) => s.messageSearchAttachment.length > 0))).toBe(true);
  });

  it("fill the SHA-256 of an attachment stored without it", async () => {
    const attachment = await server.db.first<{ id: number; sha256: string }>(
      "SELECT id, sha256 FROM correspondence_attachments WHERE message_id IS NOT NULL ORDER BY id LIMIT 1",
    );
    if (!attachment) throw new Error("the demo has attachments");
    await server.db.run("UPDATE correspondence_attachments SET sha256 = NULL, page_count = NULL WHERE id = ?", [attachment.id]);
    const { text } = await wholeFeed();
    expect(text).toContain(`"sha256":"${attachment.sha256}"`);
    expect(text).not.toContain('"sha256":null');
  });
});
