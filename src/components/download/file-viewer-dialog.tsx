/**
 * A titled dialog that shows a PDF or an image inside the app (decision 87), with Download beside
 * it. The bytes come through `fetchFile` (so the device copy is kept, and used offline); the
 * viewer shows them from a `blob:` URL whose type `previewOf` pinned after checking the served
 * type and the file's signature. A PDF shows in the browser's own PDF viewer in a frame where
 * there is one (`navigator.pdfViewerEnabled`); elsewhere (most phones) the app draws its pages
 * (./pdf-pages.tsx, pdf.js, loaded on first use). Any other file: the dialog says so and offers
 * the download. The frame carries no `sandbox` attribute, because
 * Chrome's PDF viewer refuses to run in a sandboxed frame; the pinned type is what keeps it safe
 * (the browser's isolated PDF viewer, never a page of the app's origin), with the office's own
 * sandboxing policy on the file answer for a file opened by its address.
 */
import { Box, Button, chakra, Image, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { DialogFrame } from "@/components/dialogs/dialog-frame";
import { fetchFile, previewOf, saveBlob, type DownloadRequest, type FetchedFile, type PreviewKind } from "@/lib/download";
import { OpeningFile, PdfPages } from "./pdf-pages";

export interface FileViewerDialogProps {
  /** The file to show; null while the dialog is closed. */
  request: DownloadRequest | null;
  /** The file's name as the list shows it (the dialog's title). */
  title: string;
  onClose: () => void;
}

type Viewed =
  | { state: "loading" }
  | { state: "shown"; file: FetchedFile; url: string; kind: PreviewKind }
  | { state: "drawn"; file: FetchedFile; pdf: Blob }
  | { state: "not-shown"; file: FetchedFile }
  | { state: "failed" };

function canShowPdf(): boolean {
  return typeof navigator !== "undefined" && navigator.pdfViewerEnabled === true;
}

/** Loads the request's file and makes its viewer URL; the URL is revoked when the file changes or the dialog closes. */
function useViewedFile(request: DownloadRequest | null): Viewed {
  // The answer is kept with the request it answers: any other request reads as loading.
  const [result, setResult] = useState<{ request: DownloadRequest; viewed: Viewed } | null>(null);
  useEffect(() => {
    if (!request) return undefined;
    let current = true;
    let url: string | null = null;
    const settle = (viewed: Viewed) => current && setResult({ request, viewed });
    void (async () => {
      try {
        const file = await fetchFile(request);
        const preview = await previewOf(file.blob);
        if (!current) return;
        if (!preview) {
          settle({ state: "not-shown", file });
          return;
        }
        if (preview.kind === "pdf" && !canShowPdf()) {
          settle({ state: "drawn", file, pdf: preview.blob });
          return;
        }
        url = URL.createObjectURL(preview.blob);
        settle({ state: "shown", file, url, kind: preview.kind });
      } catch {
        settle({ state: "failed" });
      }
    })();
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [request]);
  return result && result.request === request ? result.viewed : { state: "loading" };
}

export function FileViewerDialog({ request, title, onClose }: FileViewerDialogProps) {
  const { t } = useLingui();
  const viewed = useViewedFile(request);
  const file = viewed.state === "shown" || viewed.state === "not-shown" || viewed.state === "drawn" ? viewed.file : null;
  return (
    <DialogFrame
      open={request !== null}
      title={title}
      onClose={onClose}
      size="xl"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t`Close`}
          </Button>
          <Button colorPalette="brand" disabled={!file} onClick={() => file && saveBlob(file.blob, file.fileName)}>
            {t`Download`}
          </Button>
        </>
      }
    >
      <ViewerBody viewed={viewed} title={title} />
    </DialogFrame>
  );
}

function ViewerBody({ viewed, title }: { viewed: Viewed; title: string }) {
  const { t } = useLingui();
  if (viewed.state === "loading") return <OpeningFile title={title} />;
  if (viewed.state === "failed") return <Text role="alert">{t`The file could not be opened. Check the connection and try again.`}</Text>;
  if (viewed.state === "not-shown") return <Text>{t`This file cannot be shown here. Download it to open it on your device.`}</Text>;
  if (viewed.state === "drawn") return <PdfPages blob={viewed.pdf} title={title} />;
  if (viewed.kind === "image") {
    return (
      <Box display="flex" justifyContent="center" data-testid="file-viewer-content" data-type={viewed.file.blob.type}>
        <Image src={viewed.url} alt={title} maxW="full" h="auto" objectFit="contain" />
      </Box>
    );
  }
  return (
    <chakra.iframe
      data-testid="file-viewer-content"
      data-type={viewed.file.blob.type}
      src={viewed.url}
      title={title}
      w="full"
      h="70vh"
      borderWidth="1px"
      borderRadius="md"
    />
  );
}
