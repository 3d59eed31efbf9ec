/**
 * Line icons of the correspondence screens (decorative: aria-hidden, the button names the
 * action). They are 1em square unless a size is given.
 */
import { Icon, type IconProps } from "@chakra-ui/react";

export function StarIcon({ filled, ...props }: IconProps & { filled: boolean }) {
  return (
    <Icon aria-hidden="true" boxSize="1em" flexShrink={0} {...props}>
      <svg viewBox="0 0 24 24">
        <path
          fill={filled ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"
        />
      </svg>
    </Icon>
  );
}

export function PaperclipIcon(props: IconProps) {
  return (
    <Icon aria-hidden="true" boxSize="1em" flexShrink={0} {...props}>
      <svg viewBox="0 0 24 24">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M20 11.5l-8.2 8.2a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4l7.8-7.8"
        />
      </svg>
    </Icon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon aria-hidden="true" boxSize="1em" flexShrink={0} {...props}>
      <svg viewBox="0 0 24 24">
        <path fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
    </Icon>
  );
}
