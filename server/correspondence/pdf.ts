/**
 * Decision 58: a message (`/download/incoming/{corrId}`) or one reply or draft
 * (`/download/draft/{corrId}`) as a PDF, labelled in the user's language.
 */
import { renderTextPdf } from "../lib/text-pdf";
import { htmlToText } from "./html";
import type { CorrespondenceMessage, SubRow } from "./types";


const LABELS = {
  en: {
    number: "Number", date: "Date", from: "From", to: "To", category: "Category",
    applicationNumber: "Application number", registrationNumber: "Registration number", dueDate: "Reply due",
    status: "Status", attachments: "Attachments", message: "Message", reply: "Reply", draft: "Draft reply",
    inReplyTo: "In reply to", author: "Author", none: "-",
  },
  lt: {
    number: "Numeris", date: "Data", from: "Siuntėjas", to: "Gavėjas", category: "Kategorija",
    applicationNumber: "Paraiškos numeris", registrationNumber: "Registracijos numeris", dueDate: "Atsakyti iki",
    status: "Būsena", attachments: "Priedai", message: "Laiškas", reply: "Atsakymas", draft: "Atsakymo juodraštis",
    inReplyTo: "Atsakymas į", author: "Autorius", none: "-",
  },
} as const;

const CATEGORY = {
  en: { TRADEMARK: "Trademark", DESIGN: "Design" },
  lt: { TRADEMARK: "Prekių ženklas", DESIGN: "Dizainas" },
} as const;

function labels(language: string) {
  return LABELS[language === "en" ? "en" : "lt"];
}

function category(language: string, dossierType: string | null): string {
  const names: Record<string, string> = CATEGORY[language === "en" ? "en" : "lt"];
  return dossierType ? (names[dossierType] ?? dossierType) : "-";
}

function shown(value: string | null): string {
  return value ?? "-";
}

function date(value: string | null): string {
  return value ? value.replace("T", " ") : "-";
}

function attachmentSection(heading: string, files: { name: string; size: number }[]) {
  if (files.length === 0) return [];
  const lines = files.map((f) => `• ${f.name} (${(f.size / 1024).toFixed(1)} KB)`);
  return [{ heading, text: lines.join("\n") }];
}

export function messagePdf(message: CorrespondenceMessage, language: string, createdAt: Date): Promise<Uint8Array> {
  const l = labels(language);
  return renderTextPdf({
    title: message.subject,
    fields: [
      [l.number, shown(message.boCorrespondenceNumber)],
      [l.date, date(message.receivedDate)],
      [l.from, message.senderFullNameAndEmail],
      [l.to, message.recipientFullNameAndEmail],
      [l.category, category(language, message.dossierType)],
      [l.applicationNumber, shown(message.applicationNumber)],
      [l.registrationNumber, shown(message.registrationNumber)],
      [l.dueDate, message.requiresReply && message.dueDate ? message.dueDate.slice(0, 10) : l.none],
    ],
    sections: [{ heading: l.message, text: htmlToText(message.body) }, ...attachmentSection(l.attachments, message.messageSearchAttachment)],
    createdAt,
    author: message.senderFullNameAndEmail,
  });
}

export function subRowPdf(subRow: SubRow, parent: CorrespondenceMessage, language: string, createdAt: Date): Promise<Uint8Array> {
  const l = labels(language);
  const title = `${subRow.draftStatus === "SENT" ? l.reply : l.draft}: ${parent.subject}`;
  return renderTextPdf({
    title,
    fields: [
      [l.number, shown(subRow.boCorrespondenceNumber)],
      [l.date, date(subRow.actionDate)],
      [l.author, subRow.userFullNameAndEmail],
      [l.inReplyTo, `${shown(parent.boCorrespondenceNumber)} (${date(parent.receivedDate)})`],
      [l.category, category(language, parent.dossierType)],
      [l.applicationNumber, shown(parent.applicationNumber)],
    ],
    sections: [{ heading: null, text: htmlToText(subRow.body) }, ...attachmentSection(l.attachments, subRow.messageSearchAttachment)],
    createdAt,
    author: subRow.userFullNameAndEmail,
  });
}
