/**
 * Frame of the signed-out pages: a slim header (logo, language switch) and a centred card.
 * Plain HTML and CSS, so the sign-in page loads no Chakra: `SignedOutFrame` is the bare
 * frame (sign-in), `SignedOutLayout` renders its content inside `ChakraRoot` (every other
 * signed-out page; their loaders load the design system first).
 */
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { ChakraRoot } from "@/components/design-system/chakra-root";
import { LanguageSwitch } from "@/components/language-switch";
import { LogoSvg } from "@/components/ui/logo-svg";
import "./signed-out.css";

interface SignedOutLayoutProps {
  languages: string[];
  language: string;
  children: ReactNode;
}

export function SignedOutFrame({ languages, language, children }: SignedOutLayoutProps) {
  const { t } = useLingui();
  return (
    <div className="ipo-signed-out">
      <header className="ipo-signed-out__header">
        <LogoSvg className="ipo-signed-out__logo" />
        <span className="ipo-signed-out__title">{t`IP Office user area`}</span>
        <LanguageSwitch supported={languages} current={language} />
      </header>
      <main id="main" className="ipo-signed-out__main">
        <div className="ipo-signed-out__card">{children}</div>
      </main>
    </div>
  );
}

export function SignedOutLayout({ children, ...frame }: SignedOutLayoutProps) {
  return (
    <SignedOutFrame {...frame}>
      <ChakraRoot>{children}</ChakraRoot>
    </SignedOutFrame>
  );
}
