/** The office emblem as a bare SVG (no Chakra): the plain pages use it directly, `LogoMark` wraps it. */
import type { SVGProps } from "react";

export function LogoSvg(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...props}>
      <rect width="32" height="32" rx="7" fill="#004b87" />
      <path d="M9 23V9h3v14zM15 23V9h5.5a4.5 4.5 0 0 1 0 9H18v5zm3-8h2.3a1.6 1.6 0 0 0 0-3.2H18z" fill="#fff" />
    </svg>
  );
}
