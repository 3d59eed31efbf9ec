/**
 * Formatting commands of the reply editor: marks (bold, italic, underline) and the two list
 * types, plus the keyboard shortcuts Ctrl/Cmd+B, I and U.
 */
import { Editor, Element as SlateElement, Transforms } from "slate";
import type { ListType, Mark, ReplyElement } from "./slate-types";

const LIST_TYPES: readonly ListType[] = ["numbered-list", "bulleted-list"];

export function isMarkActive(editor: Editor, mark: Mark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: Editor, mark: Mark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

function isList(node: unknown): node is ReplyElement & { type: ListType } {
  return SlateElement.isElement(node) && (LIST_TYPES as readonly string[]).includes(node.type);
}

export function isListActive(editor: Editor, type: ListType): boolean {
  const { selection } = editor;
  if (!selection) return false;
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, selection),
    match: (node) => SlateElement.isElement(node) && node.type === type,
  });
  return Boolean(match);
}

/** Turns the selected blocks into a list of `type`, or back into paragraphs. */
export function toggleList(editor: Editor, type: ListType): void {
  const active = isListActive(editor, type);
  Transforms.unwrapNodes(editor, { match: isList, split: true });
  Transforms.setNodes<ReplyElement>(
    editor,
    { type: active ? "paragraph" : "list-item" },
    { match: (node) => SlateElement.isElement(node) && (node.type === "paragraph" || node.type === "list-item") },
  );
  if (!active) Transforms.wrapNodes(editor, { type, children: [] });
}

const SHORTCUTS: Record<string, Mark> = { b: "bold", i: "italic", u: "underline" };

/** Handles Ctrl/Cmd+B, I, U; answers whether the key was used. */
export function handleShortcut(editor: Editor, event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey" | "preventDefault">): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  const mark = SHORTCUTS[event.key.toLowerCase()];
  if (!mark) return false;
  event.preventDefault();
  toggleMark(editor, mark);
  return true;
}
