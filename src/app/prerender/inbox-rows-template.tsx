/**
 * The inbox skeleton's rows (the first inbox page in the HTML the server sends): the
 * grey placeholders, and a template of the first page in the same markup as the app's inbox
 * cards (src/components/data-table/card-list.tsx with the columns of
 * src/features/correspondence/components/inbox/inbox-table.tsx) whose texts are translated here,
 * at build time, and whose data are Mustache slots the reference server fills with the user's
 * letters (server/http/signed-in-page.ts, server/lib/html-template.ts):
 *
 *   rows[]: id, subject, status, statusLabel, statusShown (not a read letter), number (empty: none), category, noCategory, received,
 *           receivedTitle, attachment, important, replies (count), due, dueDate and one of
 *           overdue / pending / replied / neutral.
 *
 * Plain HTML and CSS (./inbox-rows.css), nothing interactive but the subject's plain
 * link; the star and the row menu are drawn, not buttons, until the app replaces the page.
 * Cards are the phone layout (below 960 px); wider screens keep the placeholders (the app's
 * table fits its columns to the width with script). The cards carry none of the app's data-*
 * attributes, so tests (and scripts) that look for the app's rows never find these.
 */
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { ROWS_END, ROWS_START, ROWS_TEMPLATE_CLOSE, ROWS_TEMPLATE_OPEN } from "./skeleton-screens";

/** The icons' paths (src/features/correspondence/components/icons.tsx, src/components/ui/icons.tsx). */
const STAR = "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z";
const PAPERCLIP = "M20 11.5l-8.2 8.2a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4l7.8-7.8";
const CHECK = "M5 12.5l4.5 4.5L19 7.5";
const CHEVRON = "M6 9l6 6 6-6";

function Icon({ path, className, strokeWidth = 2, fill = "none" }: { path: string; className: string; strokeWidth?: number; fill?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill={fill} stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" d={path} />
    </svg>
  );
}

/** A Mustache section around `children` (`^` renders it when the value is falsy). */
function Section({ name, inverted = false, children }: { name: string; inverted?: boolean; children: ReactNode }) {
  return (
    <>
      {`{{${inverted ? "^" : "#"}${name}}}`}
      {children}
      {`{{/${name}}}`}
    </>
  );
}

const slot = (name: string) => `{{${name}}}`;

function Placeholders({ className }: { className: string }) {
  return (
    <div className={className} aria-hidden="true">
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} className="ipo-sk-placeholder ipo-sk-row" />
      ))}
    </div>
  );
}

/** The due date's badge (message-parts.tsx `DueDate`): the colour and the meaning for screen readers. */
function DueBadge() {
  const { t } = useLingui();
  const meanings = { overdue: t`overdue`, pending: t`reply required`, replied: t`replied` };
  return (
    <span className={`ipo-sk-badge ipo-sk-tone-${slot("tone")}`}>
      <Section name="replied">
        <Icon path={CHECK} className="ipo-sk-check" strokeWidth={3} />
      </Section>
      {slot("dueDate")}
      {Object.entries(meanings).map(([tone, meaning]) => (
        <Section key={tone} name={tone}>
          <span className="ipo-sk-sr">{`(${meaning})`}</span>
        </Section>
      ))}
    </span>
  );
}

function RowCard() {
  const { t } = useLingui();
  const count = slot("replies");
  return (
    <li className={`ipo-sk-letter ipo-sk-status-${slot("status")}`}>
      <div className="ipo-sk-letter-top">
        <div className="ipo-sk-letter-head">
          <p className="ipo-sk-letter-meta">
            {/* A blank cell leaves the card with its separator (card-list.tsx, `isBlank`). */}
            <Section name="number">
              <span>{slot("number")}</span>
              {" · "}
            </Section>
            <span>
              {slot("category")}
              <Section name="noCategory">
                <span className="ipo-sk-muted">—</span>
              </Section>
            </span>
            {" · "}
            <span>
              <span title={slot("receivedTitle")}>{slot("received")}</span>
            </span>
          </p>
          <div className="ipo-sk-letter-title">
            <a className="ipo-sk-subject" href={`/correspondence/${slot("id")}`}>
              {slot("subject")}
              <Section name="attachment">
                <Icon path={PAPERCLIP} className="ipo-sk-paperclip" />
                <span className="ipo-sk-sr">{` (${t`has attachments`})`}</span>
              </Section>
            </a>
          </div>
        </div>
        <div className="ipo-sk-letter-aside">
          <span className="ipo-sk-icon-button">
            <Section name="important">
              <Icon path={STAR} className="ipo-sk-star ipo-sk-star-on" fill="currentColor" />
            </Section>
            <Section name="important" inverted>
              <Icon path={STAR} className="ipo-sk-star" />
            </Section>
          </span>
        </div>
      </div>
      <div className="ipo-sk-letter-bottom">
        <div className="ipo-sk-letter-status">
          <Section name="due">
            <div>
              <DueBadge />
            </div>
          </Section>
          <Section name="statusShown">
            <div>
              <span className={`ipo-sk-badge ipo-sk-badge-${slot("status")}`}>{slot("statusLabel")}</span>
            </div>
          </Section>
        </div>
        <div className="ipo-sk-letter-actions">
          <Section name="replies">
            <span className="ipo-sk-replies">
              <Icon path={CHEVRON} className="ipo-sk-chevron" />
              {t`Replies (${count})`}
            </span>
          </Section>
          <span className="ipo-sk-menu" aria-hidden="true">
            ⋯
          </span>
        </div>
      </div>
    </li>
  );
}

/** The rows' template: the first page as cards on phones, the placeholders on wider screens. */
export function InboxRowsTemplate() {
  const { t } = useLingui();
  return (
    <>
      <ul className={`ipo-sk-cards${"{{#readOnly}}"} ipo-sk-read-only${"{{/readOnly}}"}`} aria-label={t`Correspondence`}>
        <Section name="rows">
          <RowCard />
        </Section>
      </ul>
      <Placeholders className="ipo-sk-wide-only" />
    </>
  );
}

/** The rows' region as the build writes it: placeholders between the markers, then the template. */
export function inboxRowsRegion(placeholders: string, template: string): string {
  return `${ROWS_START}${placeholders}${ROWS_END}${ROWS_TEMPLATE_OPEN}${template}${ROWS_TEMPLATE_CLOSE}`;
}

export function InboxRowPlaceholders() {
  return <Placeholders className="ipo-sk-rows-placeholders" />;
}
