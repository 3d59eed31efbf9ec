/**
 * Line icons as inline SVG (decorative: aria-hidden, the surrounding button or text names the
 * action). Chakra v3 `Icon` styles its single child, so each icon passes its own <svg>.
 * `makeLineIcon` builds one from a 24×24 path; features make their own with it.
 */
import { Icon, type IconProps } from "@chakra-ui/react";
import { LogoSvg } from "./logo-svg";

interface LineIconOptions {
  strokeWidth?: number;
  /** Filled instead of stroked when the component gets `filled`. */
  fillable?: boolean;
  /** Extra default props (e.g. `boxSize="1em"` for icons sized by their text). */
  defaults?: IconProps;
}

export type LineIconProps = IconProps & { filled?: boolean };

export function makeLineIcon(path: string, { strokeWidth = 2, fillable = false, defaults }: LineIconOptions = {}) {
  return function LineIcon({ filled = false, ...props }: LineIconProps) {
    return (
      <Icon aria-hidden="true" {...defaults} {...props}>
        <svg viewBox="0 0 24 24">
          <path
            fill={fillable && filled ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth={strokeWidth}
            strokeLinecap="round"
            strokeLinejoin="round"
            d={path}
          />
        </svg>
      </Icon>
    );
  };
}

export const MenuIcon = makeLineIcon("M4 6h16M4 12h16M4 18h16");
export const LogoutIcon = makeLineIcon("M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4");
export const ChevronIcon = makeLineIcon("M6 9l6 6 6-6");
export const FilterIcon = makeLineIcon("M4 5h16l-6 7.5V19l-4-2v-4.5z");
export const UserIcon = makeLineIcon("M12 4a4 4 0 1 1 0 8a4 4 0 1 1 0-8zM4 21c1.5-4 4.5-6 8-6s6.5 2 8 6");

/** The office emblem used as the logo. */
export function LogoMark(props: IconProps) {
  return (
    <Icon aria-hidden="true" {...props}>
      <LogoSvg />
    </Icon>
  );
}
