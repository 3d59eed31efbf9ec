/** Interface language switch (LT / EN from globals.supportedLanguages); no page reload. */
import { Button, Group } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { setLanguage } from "@/lib/i18n";

interface LanguageSwitchProps {
  supported: string[];
  current: string;
}

export function LanguageSwitch({ supported, current }: LanguageSwitchProps) {
  const { t } = useLingui();
  return (
    <Group attached role="group" aria-label={t`Language`}>
      {supported.map((lang) => (
        <Button
          key={lang}
          size="xs"
          variant={lang === current ? "solid" : "outline"}
          colorPalette="brand"
          aria-pressed={lang === current}
          lang={lang}
          onClick={() => void setLanguage(lang)}
        >
          {lang.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
