/**
 * Footer from the globals: about, contact, legal and social links, the version label and
 * the feedback link. Desktop shows it in full; below 960 px it collapses behind a toggle.
 */
import { Box, Button, Collapsible, Flex, Heading, Link, Stack, Text, useBreakpointValue } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { Globals } from "@/lib/api";
import { useTranslateKey } from "@/lib/i18n";
import { ChevronIcon } from "@/components/ui/icons";

type FooterLink = Globals["footer"]["aboutLinks"][number];

interface AppFooterProps {
  globals: Globals;
  onOpenFeedback: () => void;
}

function LinkList({ title, links }: { title: string; links: FooterLink[] }) {
  const tk = useTranslateKey();
  if (links.length === 0) return null;
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="sm" mb="2">
        {title}
      </Heading>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {links.map((link) => (
          <li key={link.key}>
            <Link href={link.url} target="_blank" rel="noopener noreferrer" color="brand.fg">
              {tk(link.label)}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

function FooterContent({ globals, onOpenFeedback }: AppFooterProps) {
  const { t } = useLingui();
  const { footer, ipo } = globals;
  return (
    <Stack gap="6">
      <Flex gap={{ base: "6", md: "10" }} wrap="wrap">
        <LinkList title={t`About`} links={footer.aboutLinks} />
        <Box as="section" aria-label={t`Contact`}>
          <Heading as="h2" size="sm" mb="2">{t`Contact`}</Heading>
          <Stack gap="1" fontSize="sm">
            <Link href={`tel:${footer.contact.phone.replace(/\s+/g, "")}`}>{footer.contact.phone}</Link>
            <Link href={`mailto:${footer.contact.email}`}>{footer.contact.email}</Link>
            <Text>{footer.contact.address}</Text>
          </Stack>
        </Box>
        <LinkList title={t`Legal information`} links={footer.legalLinks} />
        <LinkList title={t`Follow us`} links={footer.socialLinks} />
      </Flex>
      <Flex justify="space-between" align="center" wrap="wrap" gap="3" fontSize="sm">
        <Text color="fg.muted" data-testid="version-label">
          {t`Version ${ipo.version}`}
        </Text>
        <Button variant="plain" color="brand.fg" textDecoration="underline" size="sm" onClick={onOpenFeedback}>
          {t`Give feedback`}
        </Button>
      </Flex>
    </Stack>
  );
}

export function AppFooter(props: AppFooterProps) {
  const { t } = useLingui();
  // One copy of the footer in the page: in full from 960 px, collapsible below.
  const desktop = useBreakpointValue({ base: false, md: true }, { ssr: false });
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" px={{ base: "4", md: "8" }} py={{ base: "3", md: "6" }}>
      {desktop ? (
        <FooterContent {...props} />
      ) : (
        // Its content is built when first opened: a phone's start skips the hidden footer.
        <Collapsible.Root lazyMount>
          <Collapsible.Trigger asChild>
            <Button variant="ghost" width="full" justifyContent="space-between">
              {t`Contacts and information`}
              <ChevronIcon />
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content>
            <Box pt="3">
              <FooterContent {...props} />
            </Box>
          </Collapsible.Content>
        </Collapsible.Root>
      )}
    </Box>
  );
}
