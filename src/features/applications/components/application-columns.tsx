/**
 * Columns of the my-applications table by tab, with their priority and place on a card.
 * Columns with a `sortKey` (the item's field name, decision 61) sort on the server and go into
 * exports with upper-cased headers.
 */
import { Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { DataColumn } from "@/components/data-table/data-table";
import { ApplicationStatus } from "@/components/lists/application-status";
import { useTranslateKey } from "@/lib/i18n";
import { displayDay, exportColumns, type ExportColumn } from "@/lib/lists";
import type { ApplicationTab } from "@/lib/navigation/history-state";
import type { ApplicationListItem } from "../api/schemas";

type Column = DataColumn<ApplicationListItem>;

/**
 * Where each column goes when room is short: the filing number, status, application date and
 * actions always show; names and numbers fold after the classes, kinds and note. On cards the
 * filing number is the title, the IP right and type the small line above it.
 */
const PLACEMENT: Record<string, Pick<Column, "priority" | "card">> = {
  number: { card: "title" },
  associatedRight: { priority: "high" },
  ipRightType: { priority: "low", card: "meta" },
  type: { priority: "low", card: "meta" },
  eserviceName: { priority: "high", card: "meta" },
  denomination: { priority: "high" },
  kind: { priority: "low", card: "meta" },
  niceClass: { priority: "low" },
  locarnos: { priority: "low" },
  applicant: { priority: "low" },
  registrationNumber: { priority: "low" },
  status: { card: "status" },
  applicationDate: {},
  note: { priority: "low" },
  actions: { card: "action" },
};

export function useApplicationColumns(tab: ApplicationTab, actions: (item: ApplicationListItem) => ReactNode) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const typeLabel = (item: ApplicationListItem) =>
    item.eserviceName ? tk(item.eserviceName) : item.type ? tk(`app.form.${item.type}`) : "";

  const number: Column = { id: "number", header: t`Filing number`, sortKey: "number", cell: (i) => i.number };
  const associatedRight: Column = { id: "associatedRight", header: t`Application number`, sortKey: "associatedRight", cell: (i) => i.associatedRight ?? "" };
  const ipRight: Column = { id: "ipRightType", header: t`IP right`, sortKey: "ipRightType", cell: (i) => tk(`ip.right.${i.ipRightType}`) };
  const type: Column = { id: "type", header: t`Type`, sortKey: "type", cell: typeLabel };
  const eservice: Column = { id: "eserviceName", header: t`E-service`, sortKey: "eserviceName", cell: (i) => (i.eserviceName ? tk(i.eserviceName) : "") };
  const denomination: Column = { id: "denomination", header: t`Name`, sortKey: "denomination", cell: (i) => i.denomination ?? "" };
  const kind: Column = { id: "kind", header: t`Kind`, sortKey: "kind", cell: (i) => (i.kind ? tk(`app.kind.${i.kind}`) : "") };
  const nice: Column = { id: "niceClass", header: t`Nice classes`, cell: (i) => (i.niceClass ?? []).join(", ") };
  const locarno: Column = {
    id: "locarnos",
    header: t`Locarno classes`,
    cell: (i) => (i.locarnos ?? []).map((l) => `${l.mainClass}-${l.subClass}`).join(", "),
  };
  const applicant: Column = { id: "applicant", header: t`Applicant`, sortKey: "applicant", cell: (i) => i.applicant ?? "" };
  const registration: Column = {
    id: "registrationNumber",
    header: t`Registration number`,
    sortKey: "registrationNumber",
    cell: (i) => i.registrationNumber ?? "",
  };
  const status: Column = { id: "status", header: t`Status`, sortKey: "status", cell: (i) => <ApplicationStatus status={i.status} /> };
  const applicationDate: Column = {
    id: "applicationDate",
    header: t`Application date`,
    sortKey: "applicationDate",
    cell: (i) => displayDay(i.applicationDate),
  };
  const note: Column = {
    id: "note",
    header: t`Note`,
    cell: (i) =>
      i.note ? (
        <Text lineClamp={2} maxW="48" fontSize="sm" data-testid="note-text">
          {i.note}
        </Text>
      ) : (
        ""
      ),
  };
  const actionsColumn: Column = { id: "actions", header: t`Actions`, align: "end", cell: actions };

  const byTab: Record<ApplicationTab, Column[]> = {
    all: [number, associatedRight, ipRight, type, denomination, applicant, status, applicationDate],
    trademark: [number, associatedRight, denomination, kind, nice, applicant, registration, status, applicationDate],
    design: [number, associatedRight, denomination, locarno, applicant, registration, status, applicationDate],
    eservice: [number, eservice, associatedRight, registration, denomination, applicant, status, applicationDate],
  };
  const dataColumns = byTab[tab];
  const columns = [...dataColumns, note, actionsColumn].map((column) => ({ ...column, ...PLACEMENT[column.id] }));
  const exported: ExportColumn[] = exportColumns(
    dataColumns.filter((c) => c.sortKey).map((c) => ({ field: c.sortKey as string, header: String(c.header) })),
  );
  return { columns, exported };
}
