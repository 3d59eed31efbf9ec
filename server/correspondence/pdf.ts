/**
 * Decision 58: a message (`/download/incoming/{corrId}`) or one reply or draft
 * (`/download/draft/{corrId}`) as a PDF, labelled in the user's language. Decision 86: the files
 * are listed with name, size, page count and SHA-256, so a sent reply's PDF is its receipt.
 */
import { renderTextPdf } from "../lib/text-pdf";
import { htmlToText } from "./html";
import type { Attachment, CorrespondenceMessage, SubRow } from "./types";

const LABELS = {
  en: {
    number: "Number", date: "Date", from: "From", to: "To", category: "Category",
    applicationNumber: "Application number", registrationNumber: "Registration number", dueDate: "Reply due",
    status: "Status", attachments: "Attachments", message: "Message", reply: "Reply", draft: "Draft reply",
    inReplyTo: "In reply to", author: "Author", none: "-",
    bytes: "bytes", pages: "Pages", pagesUnknown: "Pages: not counted (the PDF is encrypted or cannot be read)", sha256: "SHA-256",
  },
  lt: {
    number: "Numeris", date: "Data", from: "Siuntėjas", to: "Gavėjas", category: "Kategorija",
    applicationNumber: "Paraiškos numeris", registrationNumber: "Registracijos numeris", dueDate: "Atsakyti iki",
    status: "Būsena", attachments: "Priedai", message: "Laiškas", reply: "Atsakymas", draft: "Atsakymo juodraštis",
    inReplyTo: "Atsakymas į", author: "Autorius", none: "-",
    bytes: "baitų", pages: "Puslapių skaičius", pagesUnknown: "Puslapių skaičius: nesuskaičiuotas (PDF užšifruotas arba neįskaitomas)", sha256: "SHA-256",
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

type Labels = (typeof LABELS)[keyof typeof LABELS];

function pagesLine(l: Labels, file: Attachment): string {
  if (file.pageCount !== null) return `${l.pages}: ${file.pageCount}`;
  return file.name.toLowerCase().endsWith(".pdf") ? l.pagesUnknown : `${l.pages}: ${l.none}`;
}

/** Each file: name; size in KB and exact bytes (in the language's number format); pages; SHA-256. */
export function attachmentSection(language: string, files: readonly Attachment[]) {
  if (files.length === 0) return [];
  const l = labels(language);
  const locale = language === "en" ? "en-GB" : "lt-LT";
  const kb = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const count = new Intl.NumberFormat(locale);
  const entries = files.map((f, i) =>
    [`${i + 1}. ${f.name}`, `${kb.format(f.size / 1024)} KB (${count.format(f.size)} ${l.bytes})`, pagesLine(l, f), `${l.sha256}: ${f.sha256}`].join("\n"),
  );
  return [{ heading: l.attachments, text: entries.join("\n\n") }];
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
    sections: [{ heading: l.message, text: htmlToText(message.body) }, ...attachmentSection(language, message.messageSearchAttachment)],
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
    sections: [{ heading: null, text: htmlToText(subRow.body) }, ...attachmentSection(language, subRow.messageSearchAttachment)],
    createdAt,
    author: subRow.userFullNameAndEmail,
  });
}
