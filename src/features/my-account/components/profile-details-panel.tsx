/**
 * Profile details tab (spec 1 §2, §6): account type (read-only), user name details, legal
 * address with the optional correspondence address, and contact information. Who may edit
 * which card: `editableCards`.
 */
import { Card, DataList, Heading, Spinner, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { QueryErrorAlert } from "@/components/lists/query-error-alert";
import type { Country, Globals, SessionUser } from "@/lib/api";
import { contentQueries } from "@/lib/content";
import { useTranslateKey } from "@/lib/i18n";
import { accountQueries } from "../api/account-queries";
import type { AccountDetails } from "../api/schemas";
import { cardValues, editableCards, NAME_FIELDS } from "../profile-rules";
import { ProfileCard } from "./profile-card";
import type { ProfileFieldSpec } from "./profile-field";

export function ProfileDetailsPanel({ user, globals, language }: { user: SessionUser; globals: Globals; language: string }) {
  const { t } = useLingui();
  const details = useQuery(accountQueries.details(user.userName));
  const countries = useQuery(contentQueries.countries(language));
  if (details.isError && !details.data) return <QueryErrorAlert error={details.error} onRetry={() => void details.refetch()} />;
  // A status, so its label is allowed (axe aria-prohibited-attr) and announced.
  if (!details.data) return <Spinner role="status" aria-label={t`Loading`} />;
  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        {t`Profile details`}
      </Heading>
      <ProfileCards user={user} globals={globals} details={details.data} countries={countries.data ?? []} />
    </Stack>
  );
}

interface CardsProps {
  user: SessionUser;
  globals: Globals;
  details: AccountDetails;
  countries: Country[];
}

function ProfileCards({ user, globals, details, countries }: CardsProps) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const type = details.accountTypeDetails;
  const accountType = type.accountType;
  const editable = editableCards(user, accountType);
  const common = { userId: user.userId, userName: user.userName, accountType, countries };

  const nameLabels: Record<string, string> = {
    firstName: t`First name`,
    surName: t`Surname`,
    naturalPersonCode: t`Personal code`,
    organizationName: t`Organisation name`,
    legalEntityCode: t`Legal entity code`,
    legalPosition: t`Position`,
  };
  const nameAutocomplete: Record<string, string> = {
    firstName: "given-name",
    surName: "family-name",
    organizationName: "organization",
    legalPosition: "organization-title",
  };
  const nameFields: ProfileFieldSpec[] = NAME_FIELDS[accountType].map((field) => ({
    key: `mainAccountDetails.${field}`,
    label: nameLabels[field] ?? field,
    autoComplete: nameAutocomplete[field] ?? "off",
    maxLength: field === "naturalPersonCode" ? 11 : field === "legalEntityCode" ? 30 : 256,
    required: true,
  }));
  const address = (group: "legalAddress" | "correspondentAddress", section: string): ProfileFieldSpec[] => [
    { key: `${group}.streetName`, label: t`Street`, autoComplete: `${section} street-address`, maxLength: 256, required: true },
    { key: `${group}.city`, label: t`City`, autoComplete: `${section} address-level2`, maxLength: 256, required: true },
    { key: `${group}.postalCode`, label: t`Postal code`, autoComplete: `${section} postal-code`, maxLength: 10, required: true },
    { key: `${group}.country`, label: t`Country`, kind: "country", autoComplete: `${section} country`, required: true },
  ];
  const correspondence: ProfileFieldSpec[] = [
    ...address("correspondentAddress", "section-correspondence"),
    { key: "correspondentAddress.corrTelephone", label: t`Correspondence phone`, kind: "tel", autoComplete: "section-correspondence tel", maxLength: 50 },
    { key: "correspondentAddress.corrEmail", label: t`Correspondence e-mail`, kind: "email", autoComplete: "section-correspondence email", maxLength: 50, required: true },
  ];
  const contact: ProfileFieldSpec[] = [
    { key: "mainAccountDetails.contactEmail", label: t`Contact e-mail`, kind: "email", autoComplete: "email", maxLength: 50, required: true },
    { key: "mainAccountDetails.telephone", label: t`Phone`, kind: "tel", autoComplete: "tel", maxLength: 50 },
  ];

  return (
    <Stack gap="5">
      <Card.Root as="section" aria-labelledby="account-type-title" data-testid="card-account-type">
        <Card.Header>
          <Heading as="h3" size="md" id="account-type-title">
            {t`Account type`}
          </Heading>
        </Card.Header>
        <Card.Body>
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>{t`Account type`}</DataList.ItemLabel>
              <DataList.ItemValue>{tk(globals.accountTypes[accountType])}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t`Person type`}</DataList.ItemLabel>
              <DataList.ItemValue>{tk(globals.personTypes[type.personType])}</DataList.ItemValue>
            </DataList.Item>
            {type.patentAttorneyId ? (
              <DataList.Item>
                <DataList.ItemLabel>{t`Patent attorney number`}</DataList.ItemLabel>
                <DataList.ItemValue>{type.patentAttorneyId}</DataList.ItemValue>
              </DataList.Item>
            ) : null}
          </DataList.Root>
        </Card.Body>
      </Card.Root>
      <ProfileCard key="name" id="name" title={t`User name details`} values={cardValues("name", details)} fields={nameFields} editable={editable.name} {...common} />
      <ProfileCard
        key="address"
        id="address"
        title={t`Legal address`}
        values={cardValues("address", details)}
        fields={address("legalAddress", "section-legal")}
        correspondenceFields={correspondence}
        editable={editable.address}
        {...common}
      />
      <ProfileCard key="contact" id="contact" title={t`Contact information`} values={cardValues("contact", details)} fields={contact} editable={editable.contact} {...common} />
    </Stack>
  );
}
