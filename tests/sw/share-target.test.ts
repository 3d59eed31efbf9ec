/** The Web Share Target: the manifest's POST is kept on the device and opens the picker. */
import { describe, expect, it } from "vitest";
import { webManifest } from "@/lib/pwa/manifest";
import { deleteShare, loadShare } from "../../sw/shared-files";
import { receiveShare, SHARE_FILES_FIELD, SHARE_TARGET_PATH } from "../../sw/share-target";

describe("share target", () => {
  it("is declared in the manifest for PDFs, images and office documents, at the worker's path and field", () => {
    const target = webManifest.share_target;
    expect(target).toMatchObject({ action: SHARE_TARGET_PATH, method: "POST", enctype: "multipart/form-data" });
    const files = [target?.params.files ?? []].flat();
    expect(files.map((file) => file.name)).toEqual([SHARE_FILES_FIELD]);
    expect(files[0]?.accept).toEqual(expect.arrayContaining(["application/pdf", "image/png", "image/jpeg", ".docx", ".xlsx"]));
  });

  it("keeps the shared files and sends the browser to the picker with a GET (303)", async () => {
    const form = new FormData();
    form.append("title", "not a file");
    form.append(SHARE_FILES_FIELD, new File(["%PDF-1.4"], "Evidence.pdf", { type: "application/pdf" }));
    form.append(SHARE_FILES_FIELD, new File([""], "empty.png", { type: "image/png" }));
    const response = await receiveShare(new Request("https://ipo.example.lt/share-target", { method: "POST", body: form }));
    expect(response.status).toBe(303);
    const id = new URL(response.headers.get("Location") ?? "", "https://ipo.example.lt").searchParams.get("id") ?? "";
    const share = await loadShare(id);
    expect(share?.files.map((file) => [file.name, file.type, file.content.size])).toEqual([["Evidence.pdf", "application/pdf", 8]]);
    await deleteShare(id);
    expect(await loadShare(id)).toBeUndefined();
  });
});
