/**
 * An anchor that navigates inside the SPA (client-side) while keeping a real `href`, so
 * middle-click, "open in new tab" and assistive technology work. Plain React (no Chakra):
 * the sign-in page uses it as is; `NavLink` adds Chakra's style props.
 */
import { useRouter } from "@tanstack/react-router";
import type { AnchorHTMLAttributes, MouseEvent } from "react";

export interface SpaLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

export function SpaLink({ href, onClick, ...rest }: SpaLinkProps) {
  const router = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
