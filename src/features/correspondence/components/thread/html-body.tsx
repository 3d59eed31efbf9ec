/**
 * A message or reply body: server HTML, sanitised with DOMPurify before it is rendered
 * (decision 56; src/lib/html), with readable typography for letters.
 */
import { Box } from "@chakra-ui/react";
import { useMemo } from "react";
import { sanitizeMessageHtml, sanitizeReplyHtml } from "@/lib/html";

export function HtmlBody({ html, kind, label }: { html: string; kind: "message" | "reply"; label?: string }) {
  const clean = useMemo(() => (kind === "message" ? sanitizeMessageHtml(html) : sanitizeReplyHtml(html)), [html, kind]);
  return (
    <Box
      data-testid={`${kind}-body`}
      aria-label={label}
      role={label ? "region" : undefined}
      lineHeight="tall"
      overflowWrap="anywhere"
      css={{
        "& p": { marginBlock: "0.5em" },
        "& ul, & ol": { paddingInlineStart: "1.5em", marginBlock: "0.5em" },
        "& ul": { listStyleType: "disc" },
        "& ol": { listStyleType: "decimal" },
        "& a[href]": { color: "brand.fg", textDecoration: "underline" },
        "& h1, & h2, & h3, & h4": { fontWeight: "semibold", marginBlock: "0.6em" },
        "& table": { borderCollapse: "collapse", marginBlock: "0.5em" },
        "& th, & td": { borderWidth: "1px", paddingInline: "0.5em", paddingBlock: "0.25em" },
        "& blockquote": { borderInlineStartWidth: "3px", paddingInlineStart: "0.75em", color: "fg.muted" },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
