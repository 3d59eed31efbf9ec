/**
 * The reply editor's document model (slate `CustomTypes`): paragraphs and numbered or bulleted
 * lists of items, whose text may be bold, italic and underlined. It maps one to one onto the
 * reply tags the server keeps (`b strong i em u ol ul li p br`, decision 56).
 */
import type { BaseEditor } from "slate";
import type { HistoryEditor } from "slate-history";
import type { ReactEditor } from "slate-react";

export type Mark = "bold" | "italic" | "underline";

export interface FormattedText {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
}

export interface ParagraphElement {
  type: "paragraph";
  children: FormattedText[];
}

export interface ListItemElement {
  type: "list-item";
  children: FormattedText[];
}

export type ListType = "numbered-list" | "bulleted-list";

export interface ListElement {
  type: ListType;
  children: ListItemElement[];
}

export type ReplyElement = ParagraphElement | ListItemElement | ListElement;
export type ReplyBlock = ParagraphElement | ListElement;

declare module "slate" {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: ReplyElement;
    Text: FormattedText;
  }
}
