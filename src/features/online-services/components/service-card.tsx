/**
 * One online-services card. Internal targets (the e-services page) navigate inside the app;
 * external ones open in a new window (`rel="noopener noreferrer"`). A blocked external card
 * shows why instead of its link: the complete-profile notice (leading to
 * /my-account/profile-details) or the read-only notice of impersonated sessions.
 */
import { Card, Heading, Link, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { NavLink } from "@/components/nav/nav-link";
import type { CardBlock } from "../rules";

export const PROFILE_PATH = "/my-account/profile-details";

export interface ServiceCardProps {
  title: string;
  description?: string;
  href: string;
  external: boolean;
  /** Link text; the card title when absent. */
  action: string;
  block: CardBlock;
  testId?: string;
  headingLevel?: "h2" | "h3";
}

export function ServiceCard({ title, description, href, external, action, block, testId, headingLevel = "h2" }: ServiceCardProps) {
  const { t } = useLingui();
  let footer: ReactNode;
  if (block === "profile") {
    footer = (
      <Text fontSize="sm" role="note">
        {t`Complete your profile to use this service.`}{" "}
        <NavLink href={PROFILE_PATH} color="brand.fg" textDecoration="underline">
          {t`Complete your profile`}
        </NavLink>
      </Text>
    );
  } else if (block === "impersonated") {
    footer = (
      <Text fontSize="sm" color="fg.muted" role="note">
        {t`External services cannot be opened in a read-only session.`}
      </Text>
    );
  } else if (external) {
    footer = (
      <Link href={href} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="medium" textDecoration="underline">
        {action}
        <Text as="span" srOnly>
          {t`(opens in a new window)`}
        </Text>
      </Link>
    );
  } else {
    footer = (
      <NavLink href={href} color="brand.fg" fontWeight="medium" textDecoration="underline">
        {action}
      </NavLink>
    );
  }
  return (
    <Card.Root size="sm" data-testid={testId} data-external={external ? "true" : "false"} data-blocked={block ?? undefined}>
      <Card.Body gap="2">
        <Heading as={headingLevel} size="md">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Card.Body>
      <Card.Footer>{footer}</Card.Footer>
    </Card.Root>
  );
}
