/**
 * The signed-in page as the server sends it before any script has run (cold start
 * of a signed-in page): the shell's frame (header, sidebar, main) and the screen's heading
 * in the geometry of the real shell (src/features/shell/components/app-shell.tsx) and screens,
 * with placeholders where the user's data will go; the inbox's rows can be filled in by the
 * server with the user's first page (./inbox-rows-template.tsx). Plain HTML and CSS (./signed-in-skeleton.css):
 * it paints at once and the app replaces it in one commit once the screen is ready
 * (src/main.tsx), so the heading painted here stays the page's largest text.
 *
 * Nothing here is interactive but the logo's plain link: controls appear with the app.
 */
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { LogoSvg } from "@/components/ui/logo-svg";
import { SKELETON_CLASS, type SkeletonScreen } from "./skeleton-screens";

/** The element ./render-signed-in.tsx fills with the inbox rows' region (./inbox-rows-template.tsx). */
export const ROWS_SLOT_CLASS = "ipo-sk-rows";

/** A grey block in place of content that needs the user's data. */
function Placeholder({ size }: { size: "line" | "heading" | "control" | "row" | "card" }) {
  return <div className={`ipo-sk-placeholder ipo-sk-${size}`} aria-hidden="true" />;
}

function DashboardSkeleton() {
  const { t } = useLingui();
  return (
    <>
      <div className="ipo-sk-stack-2">
        {/* The welcome names the user: known once the app runs. */}
        <Placeholder size="heading" />
        <p className="ipo-sk-lead">{t`Your correspondence, applications, payments and signatures in one place.`}</p>
      </div>
      <div className="ipo-sk-stack-8">
        <Placeholder size="card" />
        <Placeholder size="card" />
      </div>
    </>
  );
}

function CorrespondenceSkeleton() {
  const { t } = useLingui();
  return (
    <div className="ipo-sk-stack-3">
      {/* On phones the heading shares its row with the "Keep offline" button. */}
      <div className="ipo-sk-title-row">
        <h1 className="ipo-sk-h1">{t`Correspondence`}</h1>
      </div>
      {/* The view tabs and the filters bar. */}
      <div className="ipo-sk-placeholder ipo-sk-control ipo-sk-tabs" aria-hidden="true" />
      <Placeholder size="control" />
      {/* The rows: placeholders, which the server may replace with the first page (./render-signed-in.tsx). */}
      <div className={ROWS_SLOT_CLASS} />
    </div>
  );
}

const SCREENS: Record<SkeletonScreen, () => ReactNode> = {
  dashboard: DashboardSkeleton,
  correspondence: CorrespondenceSkeleton,
};

export function SignedInSkeleton({ screen }: { screen: SkeletonScreen }) {
  const { t } = useLingui();
  const Screen = SCREENS[screen];
  return (
    <div className={SKELETON_CLASS}>
      <header className="ipo-sk-header">
        <span className="ipo-sk-menu-button" />
        <a className="ipo-sk-logo" href="/">
          <LogoSvg width="32" height="32" />
          <span className="ipo-sk-app-name">{t`IP Office user area`}</span>
        </a>
      </header>
      <div className="ipo-sk-body">
        <aside className="ipo-sk-aside" />
        <main id="main" className="ipo-sk-main" aria-busy="true">
          <p className="ipo-sk-status" role="status">
            {t`Loading…`}
          </p>
          {/* The freshness line's place, which the app keeps on every screen (freshness-status.tsx). */}
          <div className="ipo-sk-freshness" />
          <Screen />
        </main>
      </div>
    </div>
  );
}
