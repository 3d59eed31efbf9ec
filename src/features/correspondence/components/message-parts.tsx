/**
 * Small pieces shared by the inbox table, the card grid and the thread: the important toggle,
 * the due date in its colour, status and category labels.
 */
import { Badge, HStack, IconButton, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useTranslateKey } from "@/lib/i18n";
import { DRAFT_STATUSES, type CorrespondenceListItem, type CorrespondenceMessage, type DraftStatus, type MessageStatus } from "../api/schemas";
import { displayDateTime, officeToday } from "../dates";
import { dueTone, type DueTone } from "../rules";
import { CheckIcon, StarIcon } from "./icons";

interface ImportantToggleProps {
  message: Pick<CorrespondenceMessage, "important" | "subject">;
  disabled: boolean;
  pending?: boolean;
  onToggle: () => void;
}

/** A star button; pressed means important. */
export function ImportantToggle({ message, disabled, pending, onToggle }: ImportantToggleProps) {
  const { t } = useLingui();
  const subject = message.subject;
  return (
    <IconButton
      size="xs"
      variant="ghost"
      colorPalette={message.important ? "orange" : "gray"}
      aria-pressed={message.important}
      aria-label={t`Important: ${subject}`}
      title={message.important ? t`Important` : t`Mark as important`}
      disabled={disabled}
      loading={pending}
      onClick={onToggle}
    >
      <StarIcon filled={message.important} color={message.important ? "orange.500" : "fg.muted"} />
    </IconButton>
  );
}

const TONE_PALETTE: Record<DueTone, string> = { overdue: "red", pending: "orange", replied: "green", neutral: "gray" };

/** Due date in its colour (spec 2 §4), with the meaning spelled out for screen readers. */
export function DueDate({ message, today = officeToday() }: { message: Pick<CorrespondenceMessage, "dueDate" | "hasReply" | "requiresReply">; today?: string }) {
  const { t } = useLingui();
  if (!message.dueDate) return <Text as="span" color="fg.muted">—</Text>;
  const tone = dueTone(message, today);
  const meaning: Record<DueTone, string> = {
    overdue: t`overdue`,
    pending: t`reply required`,
    replied: t`replied`,
    neutral: "",
  };
  return (
    <Badge colorPalette={TONE_PALETTE[tone]} variant={tone === "neutral" ? "outline" : "subtle"} data-tone={tone} gap="1">
      {tone === "replied" ? <CheckIcon boxSize="3" /> : null}
      {displayDateTime(message.dueDate)}
      {meaning[tone] ? <Text as="span" srOnly>{`(${meaning[tone]})`}</Text> : null}
    </Badge>
  );
}

/** NEW / READ / DRAFT / SENT through the server literals `correspondence.status.*`. */
export function StatusBadge({ status }: { status: MessageStatus | DraftStatus }) {
  const tk = useTranslateKey();
  const palette = status === "NEW" ? "blue" : status === "DRAFT" ? "orange" : status === "SENT" ? "green" : "gray";
  return (
    <Badge colorPalette={palette} variant={status === "NEW" ? "solid" : "subtle"}>
      {tk(`correspondence.status.${status}`)}
    </Badge>
  );
}

/**
 * A list row's status: the letter's own and, when it has them, its replies' (a draft, a sent
 * reply), so each value of the status filter shows in the rows it matches ("Sent"
 * listed rows whose status said only "Read").
 */
/**
 * The letter's status and its replies' (draft, sent). `ordinaryHidden`: a read letter is the
 * ordinary case, so a phone's card names only the others (a new letter is also bold and blue).
 */
export function ListStatus({ item, ordinaryHidden = false }: { item: Pick<CorrespondenceListItem, "message" | "subRows">; ordinaryHidden?: boolean }) {
  const replies = DRAFT_STATUSES.filter((status) => item.subRows?.some((row) => row.draftStatus === status));
  const own = ordinaryHidden && item.message.messageStatus === "READ" ? null : item.message.messageStatus;
  if (own === null && replies.length === 0) return null;
  return (
    <HStack as="span" gap="1" wrap="wrap">
      {own === null ? null : <StatusBadge status={own} />}
      {replies.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </HStack>
  );
}

/** The category column: `dossierType` through `dossier.type.*`, a dash when there is none. */
export function CategoryLabel({ dossierType }: { dossierType: string | null }) {
  const tk = useTranslateKey();
  return dossierType ? <>{tk(`dossier.type.${dossierType}`)}</> : <Text as="span" color="fg.muted">—</Text>;
}

/** A label and a value in a card or a header. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack gap="2" align="baseline" wrap="wrap">
      <Text as="span" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="span" fontSize="sm">
        {children}
      </Text>
    </HStack>
  );
}
