/**
 * The reply body editor (slate): a formatting toolbar (bold, italic, underline, numbered and
 * bulleted lists) and the editable area, with Ctrl/Cmd+B/I/U. The value goes out as HTML
 * (./slate-html.ts) on every content change; selection moves are not reported.
 */
import { Box, Button, Flex, chakra } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type JSX, type ReactNode } from "react";
import { createEditor, type Descendant } from "slate";
import { withHistory } from "slate-history";
import { Editable, Slate, useSlate, withReact, type RenderElementProps, type RenderLeafProps } from "slate-react";
import { handleShortcut, isListActive, isMarkActive, toggleList, toggleMark } from "./formatting";
import { serializeReply } from "./slate-html";
import type { ListType, Mark } from "./slate-types";

export interface ReplyEditorProps {
  initialValue: Descendant[];
  onChange: (html: string, value: Descendant[]) => void;
  readOnly?: boolean;
  /** Accessible name of the text area. */
  label: string;
  id?: string;
  /** Id of the text that describes the field (its length against the office's limit). */
  describedBy?: string;
  /** The text is longer than the office accepts. */
  invalid?: boolean;
}

export function ReplyEditor({ initialValue, onChange, readOnly = false, label, id, describedBy, invalid = false }: ReplyEditorProps) {
  const [editor] = useState(() => withHistory(withReact(createEditor())));
  return (
    <Slate
      editor={editor}
      initialValue={initialValue}
      onValueChange={(value) => onChange(serializeReply(value), value)}
    >
      <Box borderWidth="1px" borderRadius="md" borderColor={invalid ? "border.error" : undefined} bg={readOnly ? "bg.muted" : "bg"} _focusWithin={{ borderColor: invalid ? "border.error" : "brand.solid" }}>
        {readOnly ? null : <Toolbar />}
        <Editable
          id={id}
          aria-label={label}
          // Slate drops the role when read-only; a read-only text box is still one.
          role="textbox"
          aria-multiline="true"
          aria-readonly={readOnly || undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          readOnly={readOnly}
          renderElement={renderElement}
          renderLeaf={renderLeaf}
          onKeyDown={(event) => handleShortcut(editor, event)}
          style={{ minHeight: "10rem", padding: "0.75rem", outline: "none", whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
        />
      </Box>
    </Slate>
  );
}

function renderElement({ attributes, children, element }: RenderElementProps): JSX.Element {
  switch (element.type) {
    case "numbered-list":
      return <chakra.ol ps="6" my="1" listStyleType="decimal" {...attributes}>{children}</chakra.ol>;
    case "bulleted-list":
      return <chakra.ul ps="6" my="1" listStyleType="disc" {...attributes}>{children}</chakra.ul>;
    case "list-item":
      return <li {...attributes}>{children}</li>;
    default:
      return <chakra.p my="1" {...attributes}>{children}</chakra.p>;
  }
}

function renderLeaf({ attributes, children, leaf }: RenderLeafProps): JSX.Element {
  let content: ReactNode = children;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  return <span {...attributes}>{content}</span>;
}

function Toolbar() {
  const { t } = useLingui();
  const editor = useSlate();
  const markButton = (mark: Mark, label: string, glyph: ReactNode) => (
    <ToolbarButton label={label} active={isMarkActive(editor, mark)} onPress={() => toggleMark(editor, mark)}>
      {glyph}
    </ToolbarButton>
  );
  const listButton = (type: ListType, label: string, glyph: string) => (
    <ToolbarButton label={label} active={isListActive(editor, type)} onPress={() => toggleList(editor, type)}>
      {glyph}
    </ToolbarButton>
  );
  return (
    <Flex role="toolbar" aria-label={t`Formatting`} gap="1" p="1" borderBottomWidth="1px" wrap="wrap">
      {markButton("bold", t`Bold (Ctrl+B)`, <strong>B</strong>)}
      {markButton("italic", t`Italic (Ctrl+I)`, <em>I</em>)}
      {markButton("underline", t`Underline (Ctrl+U)`, <u>U</u>)}
      {listButton("numbered-list", t`Numbered list`, "1.")}
      {listButton("bulleted-list", t`Bulleted list`, "•")}
    </Flex>
  );
}

interface ToolbarButtonProps {
  label: string;
  active: boolean;
  onPress: () => void;
  children: ReactNode;
}

function ToolbarButton({ label, active, onPress, children }: ToolbarButtonProps) {
  return (
    <Button
      size="xs"
      variant={active ? "subtle" : "ghost"}
      colorPalette="brand"
      aria-label={label}
      title={label}
      aria-pressed={active}
      // Keep the editor's selection: act on mouse down, not after focus moved.
      onMouseDown={(event) => {
        event.preventDefault();
        onPress();
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          onPress();
        }
      }}
    >
      {children}
    </Button>
  );
}
