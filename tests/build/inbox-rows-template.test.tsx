/**
 * The inbox skeleton's rows as the build writes them (src/app/prerender/inbox-rows-template.tsx)
 * and as the server fills them (server/http/signed-in-page.ts, server/lib/html-template.ts): the
 * real template, filled with letters of every kind, reads as the app's cards do.
 */
import { afterEach, describe, expect, it } from "vitest";
import { splitSkeleton } from "../../server/http/signed-in-page";
import { renderTemplate, type TemplateContext } from "../../server/lib/html-template";
import { renderSignedInSkeleton } from "@/app/prerender/render-signed-in";
import { ROWS_TEMPLATE_OPEN } from "@/app/prerender/skeleton-screens";
import { i18n } from "@/lib/i18n";

afterEach(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

const LETTERS: TemplateContext[] = [
  {
    id: 41,
    subject: "Notice of deficiencies",
    status: "NEW",
    statusLabel: "New",
    statusShown: true,
    number: "R-2026-1",
    category: "Trademark",
    noCategory: false,
    received: "25 Nov 2026",
    receivedTitle: "25 Nov 2026, 11:27",
    attachment: true,
    important: true,
    replies: 2,
    due: true,
    dueDate: "17 Dec 2026",
    tone: "pending",
    pending: true,
  },
  { id: 42, subject: "<b>x</b> & co", status: "READ", statusLabel: "Read", statusShown: false, number: "", category: "", noCategory: true, received: "24 Nov 2026", receivedTitle: "24 Nov 2026, 09:00", attachment: false, important: false, replies: 0, due: false, dueDate: "", tone: "neutral", neutral: true },
  { id: 43, subject: "Payment", status: "READ", statusLabel: "Read", statusShown: false, number: "R-2026-3", category: "Design", noCategory: false, received: "1 Nov 2026", receivedTitle: "1 Nov 2026", attachment: false, important: false, replies: 0, due: true, dueDate: "11 Nov 2026", tone: "overdue", overdue: true },
];

async function filled(readOnly: boolean): Promise<Document> {
  const markup = await renderSignedInSkeleton("correspondence", "en");
  const page = splitSkeleton(`<!doctype html><html lang="en"><body><div id="root">${markup}</div></body></html>`);
  if (!page) throw new Error("the inbox skeleton has no rows region");
  return new DOMParser().parseFromString(page.before + renderTemplate(page.template, { rows: LETTERS, readOnly }) + page.after, "text/html");
}

describe("the inbox skeleton's rows", () => {
  it("go out as placeholders, the template inert", async () => {
    const markup = await renderSignedInSkeleton("correspondence", "en");
    const [visible = "", template = ""] = markup.split(ROWS_TEMPLATE_OPEN);
    expect(visible).not.toContain("{{");
    expect(visible.match(/ipo-sk-placeholder ipo-sk-row/g)).toHaveLength(5);
    expect(template).toContain("{{#rows}}");
    expect(splitSkeleton(`<html lang="en">${await renderSignedInSkeleton("dashboard", "en")}`)).toBeNull();
  });

  it("filled, read as the app's cards: links, labels, dates, tones, escaping", async () => {
    const doc = await filled(false);
    expect(doc.querySelector("template")).toBeNull();
    expect(doc.body.innerHTML).not.toContain("{{");
    const list = doc.querySelector("ul.ipo-sk-cards");
    expect(list?.getAttribute("aria-label")).toBe("Correspondence");
    expect(list?.classList.contains("ipo-sk-read-only")).toBe(false);
    const cards = [...doc.querySelectorAll("li.ipo-sk-letter")];
    expect(cards.map((card) => card.querySelector("a")?.getAttribute("href"))).toEqual(["/correspondence/41", "/correspondence/42", "/correspondence/43"]);
    // The only focusable thing in a card is its subject's link.
    expect(doc.querySelectorAll("li.ipo-sk-letter :is(a, button, input)")).toHaveLength(3);

    const [first, second, third] = cards;
    expect(first?.classList.contains("ipo-sk-status-NEW")).toBe(true);
    expect(first?.querySelector(".ipo-sk-letter-meta")?.textContent).toBe("R-2026-1 · Trademark · 25 Nov 2026");
    expect(first?.querySelector(".ipo-sk-letter-meta [title]")?.getAttribute("title")).toBe("25 Nov 2026, 11:27");
    expect(first?.querySelector("a")?.textContent).toBe("Notice of deficiencies (has attachments)");
    expect(first?.querySelector(".ipo-sk-star-on")).not.toBeNull();
    expect(first?.querySelector(".ipo-sk-tone-pending")?.textContent).toBe("17 Dec 2026(reply required)");
    expect(first?.querySelector(".ipo-sk-badge-NEW")?.textContent).toBe("New");
    expect(first?.querySelector(".ipo-sk-replies")?.textContent).toBe("Replies (2)");

    // No number: no empty cell nor separator (the app leaves blank cells out); no category: a dash.
    expect(second?.querySelector(".ipo-sk-letter-meta")?.textContent).toBe("— · 24 Nov 2026");
    expect(second?.querySelector("a")?.textContent).toBe("<b>x</b> & co");
    expect(second?.querySelector("a b")).toBeNull();
    expect(second?.querySelector(".ipo-sk-star-on")).toBeNull();
    expect(second?.querySelector(".ipo-sk-star")).not.toBeNull();
    expect(second?.querySelector("[class*=ipo-sk-tone]")).toBeNull();
    expect(second?.querySelector(".ipo-sk-replies")).toBeNull();
    // A read letter's card names no status (the app's ListStatus with ordinaryHidden).
    expect(second?.querySelector("[class*=ipo-sk-badge]")).toBeNull();

    expect(third?.querySelector(".ipo-sk-tone-overdue")?.textContent).toBe("11 Nov 2026(overdue)");
  });

  it("marks a read-only session's list", async () => {
    expect((await filled(true)).querySelector("ul.ipo-sk-cards")?.classList.contains("ipo-sk-read-only")).toBe(true);
  });
});
