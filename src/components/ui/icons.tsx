/**
 * The few line icons the shell needs, as inline SVG (decorative: aria-hidden). Chakra v3
 * `Icon` styles its single child, so each icon passes its own <svg>.
 */
import { Icon, type IconProps } from "@chakra-ui/react";

export function MenuIcon(props: IconProps) {
  return (
    <Icon aria-hidden="true" {...props}>
      <svg viewBox="0 0 24 24">
        <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
      </svg>
    </Icon>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <Icon aria-hidden="true" {...props}>
      <svg viewBox="0 0 24 24">
        <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
      </svg>
    </Icon>
  );
}

export function LogoutIcon(props: IconProps) {
  return (
    <Icon aria-hidden="true" {...props}>
      <svg viewBox="0 0 24 24">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4"
        />
      </svg>
    </Icon>
  );
}

export function ChevronIcon(props: IconProps) {
  return (
    <Icon aria-hidden="true" {...props}>
      <svg viewBox="0 0 24 24">
        <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 9l6 6 6-6" />
      </svg>
    </Icon>
  );
}

/** The office emblem used as the logo. */
export function LogoMark(props: IconProps) {
  return (
    <Icon aria-hidden="true" {...props}>
      <svg viewBox="0 0 32 32">
        <rect width="32" height="32" rx="7" fill="#004b87" />
        <path d="M9 23V9h3v14zM15 23V9h5.5a4.5 4.5 0 0 1 0 9H18v5zm3-8h2.3a1.6 1.6 0 0 0 0-3.2H18z" fill="#fff" />
      </svg>
    </Icon>
  );
}
