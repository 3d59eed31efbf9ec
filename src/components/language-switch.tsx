/**
 * Interface language switch (LT / EN from globals.supportedLanguages); no page reload.
 * Plain HTML and CSS: it sits in the header of the sign-in page, which loads no Chakra.
 */
import { useLingui } from "@lingui/react/macro";
import { setLanguage } from "@/lib/i18n";
import "./language-switch.css";

interface LanguageSwitchProps {
  supported: string[];
  current: string;
  /** What choosing does; by default the device's choice (signed out). Signed in, the account's (decision 39). */
  onChoose?: (language: string) => void;
}

export function LanguageSwitch({ supported, current, onChoose = (lang) => void setLanguage(lang) }: LanguageSwitchProps) {
  const { t } = useLingui();
  return (
    <div className="ipo-language-switch" role="group" aria-label={t`Language`}>
      {supported.map((lang) => (
        <button key={lang} type="button" aria-pressed={lang === current} lang={lang} onClick={() => onChoose(lang)}>
          {lang.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
