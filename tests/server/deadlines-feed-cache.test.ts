/**
 * The calendar feed kept built (issue 24's p95, decision 83): the open letters found through the
 * partial indexes of migration 66.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPEN_LETTERS_SQL } from "../../server/deadlines/open-letters";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("open letters query", () => {
  it("finds the letters through the partial indexes of migration 66 (the feed's and the e-mails' variants)", async () => {
    for (const until of ["9999-12-31T23:59:59", "2026-03-20T23:59:59"]) {
      const plan = await server.db.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${OPEN_LETTERS_SQL}`, [1, until]);
      const details = plan.map((row) => row.detail).join("\n");
      expect(details).toMatch(/SEARCH m USING INDEX correspondence_messages_open \(account_id=\?/);
      expect(details).toMatch(/SEARCH s USING (COVERING )?INDEX correspondence_sub_rows_sent \(message_id=\?\)/);
    }
  });
});
