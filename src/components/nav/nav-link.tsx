/**
 * An anchor that navigates inside the SPA (client-side) while keeping real `href`s, so
 * middle-click, "open in new tab" and assistive technology work. Used where targets are
 * computed at run time (menus) and therefore not statically typed routes.
 */
import { chakra, type HTMLChakraProps } from "@chakra-ui/react";
import { useRouter } from "@tanstack/react-router";
import type { MouseEvent } from "react";

export interface NavLinkProps extends HTMLChakraProps<"a"> {
  href: string;
}

export function NavLink({ href, onClick, ...rest }: NavLinkProps) {
  const router = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return <chakra.a href={href} onClick={handleClick} {...rest} />;
}
