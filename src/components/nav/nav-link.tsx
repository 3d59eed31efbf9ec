/**
 * `SpaLink` with Chakra's style props, for menus and links whose targets are computed at
 * run time (and therefore not statically typed routes).
 */
import { chakra } from "@chakra-ui/react";
import { SpaLink } from "./spa-link";

export const NavLink = chakra(SpaLink);
