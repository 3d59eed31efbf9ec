/** Line icons of the correspondence screens, 1em square unless a size is given (see makeLineIcon). */
import { makeLineIcon } from "@/components/ui/icons";

const textSized = { boxSize: "1em", flexShrink: 0 } as const;

export const StarIcon = makeLineIcon("M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z", { fillable: true, defaults: textSized });
export const PaperclipIcon = makeLineIcon(
  "M20 11.5l-8.2 8.2a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4l7.8-7.8",
  { defaults: textSized },
);
export const CheckIcon = makeLineIcon("M5 12.5l4.5 4.5L19 7.5", { strokeWidth: 3, defaults: textSized });
