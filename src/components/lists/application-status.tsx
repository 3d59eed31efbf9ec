/**
 * An application's status label (`app.status.{status}`), coloured by status. Statuses waiting
 * for the user (payment, signature) link to the screen where the user acts, when allowed.
 */
import { Badge } from "@chakra-ui/react";
import { NavLink } from "@/components/nav/nav-link";
import { statusKey } from "@/lib/applications";
import { useTranslateKey } from "@/lib/i18n";

const PALETTE: Record<string, string> = {
  WAITING_FOR_PAYMENT: "orange",
  WAITING_FOR_SIGNATURE: "orange",
  SUBMITTED: "blue",
  UNDER_EXAMINATION: "blue",
  PUBLISHED: "purple",
  REGISTERED: "green",
  REFUSED: "red",
  WITHDRAWN: "gray",
  EXPIRED: "gray",
};

export interface ApplicationStatusProps {
  status: string;
  /** Where the status leads (cart, signatures); plain text when absent. */
  href?: string | null;
}

export function ApplicationStatus({ status, href }: ApplicationStatusProps) {
  const tk = useTranslateKey();
  const label = tk(statusKey(status));
  const badge = (
    <Badge colorPalette={PALETTE[status] ?? "gray"} variant="subtle" data-status={status}>
      {label}
    </Badge>
  );
  if (!href) return badge;
  return (
    <NavLink href={href} textDecoration="underline" color="brand.fg" data-status-link={status}>
      {label}
    </NavLink>
  );
}
