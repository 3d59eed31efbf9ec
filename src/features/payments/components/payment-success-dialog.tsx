/** Success dialog after a payment (advance payment sent, or back from the provider with paymentCompleted=1). */
import { useLingui } from "@lingui/react/macro";
import { NoticeDialog } from "@/components/dialogs/notice-dialog";

export function PaymentSuccessDialog({ open, message, onClose }: { open: boolean; message: string; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <NoticeDialog open={open} title={t`Payment received`} onClose={onClose}>
      {message}
    </NoticeDialog>
  );
}
