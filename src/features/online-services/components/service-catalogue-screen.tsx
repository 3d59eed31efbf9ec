/**
 * /online-services/{service} (spec 2 §2): e-filing (external), e-services (internal, the
 * service's e-services page) and the three searches (national, EU, international), all from
 * globals `trademark` / `design` (decision 40).
 */
import { Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { Globals, SessionUser } from "@/lib/api";
import { useTranslateKey } from "@/lib/i18n";
import { cardBlock, type Service } from "../rules";
import { ServiceCard } from "./service-card";

export function ServiceCatalogueScreen({ user, globals, service }: { user: SessionUser; globals: Globals; service: Service }) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const catalogue = globals[service];
  const title = service === "trademark" ? t`Trademark online services` : t`Design online services`;
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <ServiceCard
          title={t`E-filing`}
          description={service === "trademark" ? t`File a new trademark application.` : t`File a new design application.`}
          href={catalogue.eFiling.url}
          external
          action={t`Open e-filing`}
          block={cardBlock(user, { external: true, requiresCompletedProfile: catalogue.eFiling.requiresCompletedProfile })}
          testId="card-efiling"
        />
        <ServiceCard
          title={t`E-services`}
          description={t`Renew, transfer or change an existing right.`}
          href={`/online-services/${service}/e-services`}
          external={false}
          action={t`Browse e-services`}
          block={null}
          testId="card-eservices"
        />
      </SimpleGrid>
      <Heading as="h2" size="lg">
        {t`Searches`}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {catalogue.searches.map((search) => {
          const label = tk(search.label);
          // The three searches the office offers have their own link text (Lithuanian puts their
          // names in the accusative); any other names itself after the verb.
          const known: Record<string, string> = {
            national: t`Open the national search`,
            eu: t`Open the European Union search`,
            international: t`Open the international search`,
          };
          return (
            <ServiceCard
              key={search.key}
              title={label}
              href={search.url}
              external
              action={known[search.key] ?? t({ context: "search card", message: `Open ${label}` })}
              block={cardBlock(user, { external: true, requiresCompletedProfile: false })}
              testId={`card-search-${search.key}`}
              headingLevel="h3"
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
