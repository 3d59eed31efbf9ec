/**
 * A small stand-in of the office's reply endpoints for the outbox's chaos tests: one letter
 * with one draft, uploads (refused once the draft is sent, like the reference server), sends
 * replayed by `Idempotency-Key`, and a switch for the connection: offline (no answer), or an
 * answer lost after the office acted (the connection dropped between the request and its
 * answer). It records what the office holds, so a test can ask whether a reply went out
 * without a file it was given.
 */
import { json, errorBody, stubFetch, type Call, type FetchStub } from "../fetch-stub";

export interface StoredFile {
  name: string;
  size: number;
  sha256: string | null;
}

export interface FakeOffice {
  stub: FetchStub;
  /** The draft's state at the office. */
  draft: { id: number; messageId: number; body: string; status: "DRAFT" | "SENT"; files: StoredFile[] } | null;
  /** How many times the office sent a reply (must never be more than once). */
  sends: number;
  /** The files the reply carried when the office sent it. */
  sentFiles: string[] | null;
  online: boolean;
  /** The next request matching this test is carried out, but its answer never arrives. */
  loseAnswerOf: ((call: Call) => boolean) | null;
  /** Refuses uploads of these file names with this status and key. */
  refuse: Map<string, { status: number; key: string }>;
  /** Stores these files with other bytes and answers 200 (an office that does not check the parts). */
  corrupt: Set<string>;
}

async function hex(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function fakeOffice({ draftId = 40, messageId = 41, hasDraft = true } = {}): FakeOffice {
  const replays = new Map<string, Response>();
  const office: FakeOffice = {
    stub: null as unknown as FetchStub,
    draft: hasDraft ? { id: draftId, messageId, body: "", status: "DRAFT", files: [] } : null,
    sends: 0,
    sentFiles: null,
    online: true,
    loseAnswerOf: null,
    refuse: new Map(),
    corrupt: new Set(),
  };
  const row = () => {
    const draft = office.draft;
    if (!draft) throw new Error("no draft");
    return {
      id: draft.id,
      draftStatus: draft.status,
      actionDate: "2026-03-14T10:00:00",
      userFullNameAndEmail: "Jonas",
      body: draft.body,
      messageSearchAttachment: draft.files.map((file, index) => ({ id: index + 1, name: file.name, size: file.size, sha256: file.sha256, pageCount: null })),
    };
  };
  const act = async (call: Call): Promise<Response> => {
    const path = new URL(call.url, "http://office").pathname.replace("/api/v1", "");
    if (call.method === "POST" && path === "/correspondences/draft") {
      office.draft ??= { id: draftId, messageId, body: "", status: "DRAFT", files: [] };
      return json(row());
    }
    const draft = office.draft;
    if (!draft) return errorBody(404, "something.not.found");
    if (call.method === "PUT" && path === "/correspondences/draft") {
      if (draft.status === "SENT") return errorBody(409, "draft.already.sent");
      draft.body = JSON.parse(String(call.body)).body;
      return json(row());
    }
    if (call.method === "POST" && path === `/correspondences/attachments/${draft.id}`) {
      if (draft.status === "SENT") return errorBody(409, "draft.already.sent");
      const form = call.body as FormData;
      const files = form.getAll("files") as File[];
      const sums = form.getAll("sha256").map(String);
      const stored: StoredFile[] = [];
      for (const [index, file] of files.entries()) {
        const refusal = office.refuse.get(file.name);
        if (refusal) return errorBody(refusal.status, refusal.key, { details: { name: file.name } });
        if (office.corrupt.has(file.name)) {
          stored.push({ name: file.name, size: file.size, sha256: await hex(new ArrayBuffer(file.size)) });
          continue;
        }
        const sha256 = await hex(await file.arrayBuffer());
        if (sums[index] !== undefined && sums[index] !== sha256) return errorBody(422, "attachment.checksum.mismatch", { details: { name: file.name } });
        stored.push({ name: file.name, size: file.size, sha256 });
      }
      draft.files.push(...stored);
      return json(row().messageSearchAttachment);
    }
    if (call.method === "POST" && path === "/correspondences/draft/send") {
      if (draft.status === "SENT") return json(row());
      const resource = JSON.parse(await ((call.body as FormData).get("draftResource") as Blob).text());
      draft.body = resource.body;
      draft.status = "SENT";
      office.sends += 1;
      office.sentFiles = draft.files.map((file) => file.name);
      return json(row());
    }
    return errorBody(404, "something.not.found");
  };
  office.stub = stubFetch(async (call) => {
    if (!office.online) throw new TypeError("Failed to fetch");
    const key = call.headers.get("Idempotency-Key");
    const replay = key ? replays.get(key) : undefined;
    const answer = replay ? replay.clone() : await act(call);
    if (key && !replay && answer.ok) replays.set(key, answer.clone());
    if (office.loseAnswerOf?.(call)) {
      office.loseAnswerOf = null;
      throw new TypeError("Failed to fetch");
    }
    return answer;
  });
  return office;
}

/** Whether a call is the upload of a draft's files, or the send. */
export const isUpload = (call: Call) => call.method === "POST" && call.url.includes("/correspondences/attachments/");
export const isSend = (call: Call) => call.method === "POST" && call.url.includes("/correspondences/draft/send");
