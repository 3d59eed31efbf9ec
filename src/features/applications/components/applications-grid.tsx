/**
 * Card grid of trademark or design applications (spec 2 §2): each card shows the graphical
 * representation, the name, numbers, status and dates, a selection checkbox and the actions.
 * Cards refused by an e-service validation are highlighted; a tap anywhere else on a card opens
 * its actions.
 */
import { Box, Card, Checkbox, DataList, Heading, HStack, Image, SimpleGrid, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { CARD_TARGETED_CLASS } from "@/components/data-table/card-list";
import { ApplicationStatus } from "@/components/lists/application-status";
import { displayDay } from "@/lib/lists";
import type { ApplicationListItem } from "../api/schemas";

export interface ApplicationsGridProps {
  items: ApplicationListItem[];
  selected: ReadonlySet<number>;
  selectionDisabled: boolean;
  onToggle: (id: number) => void;
  invalidIds: ReadonlySet<number>;
  actions: (item: ApplicationListItem) => ReactNode;
  empty: ReactNode;
}

export function ApplicationsGrid({ items, selected, selectionDisabled, onToggle, invalidIds, actions, empty }: ApplicationsGridProps) {
  const { t } = useLingui();
  if (items.length === 0) {
    return (
      <Box borderWidth="1px" borderRadius="md" py="8" textAlign="center" color="fg.muted">
        {empty}
      </Box>
    );
  }
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4" aria-label={t`Applications`}>
      {items.map((item) => {
        const invalid = invalidIds.has(item.id);
        const name = item.denomination ?? item.number;
        const number = item.number;
        return (
          <Card.Root as="li" key={item.id} size="sm" className={CARD_TARGETED_CLASS} data-testid="application-card" data-invalid={invalid ? "true" : undefined} borderColor={invalid ? "border.error" : undefined} borderWidth={invalid ? "2px" : undefined}>
            <Box h="32" bg="bg.muted" display="flex" alignItems="center" justifyContent="center" borderTopRadius="md">
              {item.graphicalRepresentation ? (
                <Image src={item.graphicalRepresentation} alt={t`Graphical representation of ${name}`} h="24" w="24" objectFit="contain" css={{ imageRendering: "pixelated" }} />
              ) : (
                <Text fontSize="sm" color="fg.muted">{t`No image`}</Text>
              )}
            </Box>
            <Card.Body gap="2">
              <HStack justify="space-between" align="start">
                <Heading as="h3" size="sm">
                  {name}
                </Heading>
                <Checkbox.Root size="sm" disabled={selectionDisabled} checked={selected.has(item.id)} onCheckedChange={() => onToggle(item.id)}>
                  <Checkbox.HiddenInput aria-label={t`Select ${number}`} />
                  <Checkbox.Control />
                </Checkbox.Root>
              </HStack>
              <ApplicationStatus status={item.status} />
              <DataList.Root size="sm" orientation="horizontal" gap="1">
                <DataList.Item>
                  <DataList.ItemLabel>{t`Filing number`}</DataList.ItemLabel>
                  <DataList.ItemValue>{item.number}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t`Application number`}</DataList.ItemLabel>
                  <DataList.ItemValue>{item.associatedRight ?? "–"}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t`Application date`}</DataList.ItemLabel>
                  <DataList.ItemValue>{displayDay(item.applicationDate) || "–"}</DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
              {item.note ? (
                <Text fontSize="sm" color="fg.muted" lineClamp={2} data-testid="note-text">
                  {item.note}
                </Text>
              ) : null}
            </Card.Body>
            <Card.Footer justifyContent="flex-end">
              <Box data-card-target="">{actions(item)}</Box>
            </Card.Footer>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
