/** /payments/{tab}: the shopping cart and payment history tabs (spec 2 §2). */
import { Heading, Stack, Tabs } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { SessionUser } from "@/lib/api";
import { isReadOnly } from "@/lib/session";
import { isPaymentTab, PAYMENT_TABS, type PaymentTab } from "../tabs";
import { CartPanel } from "./cart-panel";
import { HistoryPanel } from "./history-panel";

export interface PaymentsScreenProps {
  user: SessionUser;
  tab: PaymentTab;
  paymentCompleted: boolean;
  onTabChange: (tab: PaymentTab) => void;
}

export function PaymentsScreen({ user, tab, paymentCompleted, onTabChange }: PaymentsScreenProps) {
  const { t } = useLingui();
  const labels: Record<PaymentTab, string> = { "shopping-cart": t`Shopping cart`, history: t`Payment history` };
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {t`Payments`}
      </Heading>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => isPaymentTab(details.value) && onTabChange(details.value)}
        variant="line"
        colorPalette="brand"
      >
        <Tabs.List>
          {PAYMENT_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {labels[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="shopping-cart">
          {tab === "shopping-cart" ? <CartPanel readOnly={isReadOnly(user)} paymentCompleted={paymentCompleted} /> : null}
        </Tabs.Content>
        <Tabs.Content value="history">{tab === "history" ? <HistoryPanel /> : null}</Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
