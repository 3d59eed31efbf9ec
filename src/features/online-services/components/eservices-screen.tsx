/**
 * /online-services/{service}/e-services (spec 2 §2): breadcrumb back to the service, category
 * tabs (protect only for trademarks) and one external card per e-service of globals.
 */
import { Breadcrumb, Heading, SimpleGrid, Stack, Tabs, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { NavLink } from "@/components/nav/nav-link";
import type { Globals, SessionUser } from "@/lib/api";
import { useTranslateKey } from "@/lib/i18n";
import { cardBlock, cardsOf, categoriesFor, type CategoryTab, type Service } from "../rules";
import { ServiceCard } from "./service-card";

export interface EservicesScreenProps {
  user: SessionUser;
  globals: Globals;
  service: Service;
  category: CategoryTab;
  onCategoryChange: (category: CategoryTab) => void;
}

export function EservicesScreen({ user, globals, service, category, onCategoryChange }: EservicesScreenProps) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const categories = categoriesFor(service);
  const active = categories.includes(category) ? category : "all";
  const serviceTitle = service === "trademark" ? t`Trademark online services` : t`Design online services`;
  // Names of kinds of e-service (a context of their own: in Lithuanian "Cancel" is a noun here,
  // and "All" and "Other" agree with the feminine "paslaugos").
  const labels: Record<CategoryTab, string> = {
    all: t({ context: "e-service category", message: "All" }),
    extend: t`Extend`,
    protect: t`Protect`,
    cancel: t({ context: "e-service category", message: "Cancel" }),
    change: t`Change`,
    transfer: t`Transfer`,
    other: t({ context: "e-service category", message: "Other" }),
  };
  return (
    <Stack gap="5">
      <Breadcrumb.Root aria-label={t`Breadcrumb`}>
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <NavLink href={`/online-services/${service}`}>{serviceTitle}</NavLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{t`E-services`}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Heading as="h1" size="2xl">
        {service === "trademark" ? t`Trademark e-services` : t`Design e-services`}
      </Heading>
      <Tabs.Root value={active} onValueChange={(details) => onCategoryChange(details.value as CategoryTab)} variant="line" colorPalette="brand">
        <Tabs.List flexWrap="wrap">
          {categories.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {labels[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {categories.map((value) => {
          const cards = value === active ? cardsOf(globals[service].eservices, value) : [];
          return (
            <Tabs.Content key={value} value={value}>
              {value !== active ? null : cards.length === 0 ? (
                <Text color="fg.muted">{t`There are no e-services in this category.`}</Text>
              ) : (
                <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
                  {cards.map((card) => {
                    const label = tk(card.label);
                    return (
                      <ServiceCard
                        key={card.key}
                        title={label}
                        href={card.url}
                        external
                        // Its own context: Lithuanian puts the name in quotes after "e-service" in the accusative.
                        action={t({ context: "e-service card", message: `Open ${label}` })}
                        block={cardBlock(user, { external: true, requiresCompletedProfile: card.requiresCompletedProfile })}
                        testId={`card-eservice-${card.key}`}
                      />
                    );
                  })}
                </SimpleGrid>
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </Stack>
  );
}
