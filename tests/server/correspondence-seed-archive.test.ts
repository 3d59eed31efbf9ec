/**
 * The scale seed (`npm run seed -- --letters N`): the archive's letters join
 * demoparent's account in both languages with replies, due dates and files, the search index and
 * the changes feed cover them, and the feed lists the whole account oldest letter first.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARCHIVE_FIRST_ID, seedArchive } from "../../server/correspondence/seed-archive";
import { allIds, signedIn, type CorrespondenceMessage } from "./support/correspondence";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

const LETTERS = 450;
let server: TestServer;
let parent: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  await seedArchive(server.db, LETTERS, server.clock.now());
  parent = await signedIn(server, "demoparent");
}, 60_000);
afterAll(() => server.close());

describe("scale seed", () => {
  it("adds the letters in both languages, with replies, due dates and copies of real files", async () => {
    const stats = await server.db.first<{ n: number; english: number; due: number; replied: number; files: number; wrongSize: number }>(
      `SELECT COUNT(*) AS n,
         SUM(subject LIKE 'Notice%' OR subject LIKE 'Provisional%' OR subject LIKE 'Opposition%' OR subject LIKE 'Request%'
           OR subject LIKE 'Certificate%' OR subject LIKE 'Renewal%' OR subject LIKE 'Design application%' OR subject LIKE 'Change%'
           OR subject LIKE 'Corrected%' OR subject LIKE 'Observations%') AS english,
         SUM(due_date IS NOT NULL) AS due,
         SUM(EXISTS (SELECT 1 FROM correspondence_sub_rows s WHERE s.message_id = m.id AND s.draft_status = 'SENT')) AS replied,
         (SELECT COUNT(*) FROM correspondence_attachments a WHERE a.message_id >= ${ARCHIVE_FIRST_ID}) AS files,
         (SELECT COUNT(*) FROM correspondence_attachments a WHERE a.message_id >= ${ARCHIVE_FIRST_ID} AND a.size <> length(a.content)) AS wrongSize
       FROM correspondence_messages m WHERE m.id >= ${ARCHIVE_FIRST_ID} AND m.account_id = 1`,
    );
    expect(stats?.n).toBe(LETTERS);
    for (const share of [stats?.english, stats?.due, stats?.replied, stats?.files]) expect(Number(share)).toBeGreaterThan(LETTERS / 10);
    expect(Number(stats?.english)).toBeLessThan(LETTERS * 0.9);
    expect(stats?.wrongSize).toBe(0);
  });

  it("is searchable by the shared rule and listed by the feed, oldest letter first", async () => {
    const found = await allIds(parent, { search: "zalgiris" });
    expect(found.filter((id) => id >= ARCHIVE_FIRST_ID).length).toBeGreaterThan(0);
    const dates: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const res = await parent.api<{ cursor: string; hasMore: boolean; changed: CorrespondenceMessage[] }>(
        "GET", `/correspondences/changes?limit=500${cursor ? `&since=${cursor}` : ""}`,
      );
      dates.push(...res.body.changed.map((m) => m.receivedDate));
      cursor = res.body.cursor;
      if (!res.body.hasMore) break;
    }
    const total = await server.db.first<{ n: number }>("SELECT COUNT(*) AS n FROM correspondence_messages WHERE account_id = 1");
    expect(dates.length).toBe(total?.n);
    expect(dates).toEqual([...dates].sort());
  });
});
