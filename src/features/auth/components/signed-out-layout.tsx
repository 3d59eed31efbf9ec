/** Frame of the signed-out pages: a slim header (logo, language switch) and a centred card. */
import { Box, Flex, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { LogoMark } from "@/components/ui/icons";
import { LanguageSwitch } from "@/components/language-switch";

interface SignedOutLayoutProps {
  languages: string[];
  language: string;
  children: ReactNode;
}

export function SignedOutLayout({ languages, language, children }: SignedOutLayoutProps) {
  const { t } = useLingui();
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Flex as="header" align="center" gap="3" px={{ base: "4", md: "8" }} h="16" bg="bg.panel" borderBottomWidth="1px">
        <LogoMark boxSize="8" />
        <Text fontWeight="bold" color="brand.fg">
          {t`IP Office user area`}
        </Text>
        <Box flex="1" />
        <LanguageSwitch supported={languages} current={language} />
      </Flex>
      <Flex as="main" id="main" flex="1" justify="center" align={{ base: "stretch", sm: "center" }} px="4" py="8">
        <Box w="full" maxW="md" bg="bg.panel" borderRadius="xl" borderWidth="1px" boxShadow="sm" p={{ base: "5", sm: "8" }}>
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
