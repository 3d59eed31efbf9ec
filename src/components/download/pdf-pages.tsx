/**
 * A PDF drawn by the app itself (pdf.js), for browsers without a PDF viewer of their own in a
 * frame (`navigator.pdfViewerEnabled` false: most phones). Loaded on first use: the library
 * (about 400 KB) and its worker (1.2 MB, precached by the service worker, so it opens offline
 * too) never weigh on a screen that shows no PDF.
 *
 * Each page is a canvas as wide as the dialog, drawn when it comes near the view (a 300-page
 * annex is not drawn at once), with the page's text beside it for screen readers (and for
 * selecting nothing visible: the canvas stays the picture). A PDF that cannot be read
 * (damaged, encrypted) says so and leaves the download beside it.
 */
import { Box, Spinner, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

/** Pages drawn ahead of the view, in pixels below it (a phone's screen or two). */
const DRAW_AHEAD = "1200px";

type Loaded = { state: "loading" } | { state: "ready"; pdf: PDFDocumentProxy } | { state: "failed" };

async function openPdf(blob: Blob): Promise<PDFDocumentProxy> {
  const pdfjs = await import("pdfjs-dist");
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  const data = new Uint8Array(await blob.arrayBuffer());
  // No eval for fonts (the page's CSP forbids it, and a hostile PDF gets no code path there).
  return pdfjs.getDocument({ data, isEvalSupported: false }).promise;
}

function usePdf(blob: Blob): Loaded {
  const [loaded, setLoaded] = useState<{ blob: Blob; value: Loaded } | null>(null);
  useEffect(() => {
    let current = true;
    let pdf: PDFDocumentProxy | null = null;
    openPdf(blob).then(
      (opened) => {
        pdf = opened;
        if (current) setLoaded({ blob, value: { state: "ready", pdf: opened } });
        else void opened.destroy();
      },
      (error: unknown) => {
        console.warn("PDF not drawn", error);
        if (current) setLoaded({ blob, value: { state: "failed" } });
      },
    );
    return () => {
      current = false;
      void pdf?.destroy();
    };
  }, [blob]);
  return loaded && loaded.blob === blob ? loaded.value : { state: "loading" };
}

/** The viewer's wait: the file is being fetched, checked or, for a PDF, read. */
export function OpeningFile({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <Stack align="center" py="8" role="status">
      <Spinner size="lg" />
      <Text>{t`Opening ${title}…`}</Text>
    </Stack>
  );
}

export function PdfPages({ blob, title }: { blob: Blob; title: string }) {
  const { t } = useLingui();
  const loaded = usePdf(blob);
  if (loaded.state === "loading") return <OpeningFile title={title} />;
  if (loaded.state === "failed") return <Text role="alert">{t`This PDF cannot be shown here (it may be damaged or protected). Download it to open it on your device.`}</Text>;
  const count = loaded.pdf.numPages;
  return (
    <Stack gap="3" data-testid="file-viewer-content" data-type="application/pdf" data-pages={count} aria-label={title} role="document">
      {Array.from({ length: count }, (_, index) => (
        <PdfPage key={index} pdf={loaded.pdf} number={index + 1} count={count} />
      ))}
    </Stack>
  );
}

function PdfPage({ pdf, number, count }: { pdf: PDFDocumentProxy; number: number; count: number }) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [text, setText] = useState<string | null>(null);
  /** The page's shape, known once it is read (an A4 page's until then, so the pages below keep their place). */
  const [ratio, setRatio] = useState("1 / 1.414");
  useEffect(() => {
    const element = canvas.current;
    if (!element) return undefined;
    let cancelled = false;
    let task: { cancel: () => void } | null = null;
    const draw = async () => {
      const page = await pdf.getPage(number);
      if (cancelled) return;
      const natural = page.getViewport({ scale: 1 });
      const width = element.parentElement?.clientWidth || natural.width;
      // Sharp on dense screens: drawn at the device's pixels, shown at the dialog's width.
      const viewport = page.getViewport({ scale: (width / natural.width) * (window.devicePixelRatio || 1) });
      element.width = Math.floor(viewport.width);
      element.height = Math.floor(viewport.height);
      setRatio(`${natural.width} / ${natural.height}`);
      const rendering = page.render({ canvas: element, viewport });
      task = rendering;
      await rendering.promise;
      const content = await page.getTextContent();
      if (!cancelled) setText(content.items.map((item) => ("str" in item ? item.str : "")).join(" ").replace(/\s+/g, " ").trim());
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        draw().catch((error: unknown) => {
          if ((error as { name?: string }).name !== "RenderingCancelledException") console.warn(`PDF page ${number} not drawn`, error);
        });
      },
      { rootMargin: `0px 0px ${DRAW_AHEAD} 0px` },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      task?.cancel();
    };
  }, [pdf, number]);
  const label = t`Page ${number} of ${count}`;
  return (
    <Box as="figure" borderWidth="1px" borderRadius="md" overflow="hidden" data-page={number}>
      <canvas ref={canvas} role="img" aria-label={label} style={{ display: "block", width: "100%", height: "auto", aspectRatio: ratio }} />
      <Text as="figcaption" srOnly data-testid="pdf-page-text">
        {text === null ? label : `${label}: ${text}`}
      </Text>
    </Box>
  );
}
