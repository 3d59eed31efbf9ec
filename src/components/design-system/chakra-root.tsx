/**
 * The boundary between the plain sign-in page and everything built with Chakra UI.
 *
 * The sign-in page is plain HTML and CSS, so Chakra, emotion and the theme (~50 KB gzip)
 * stay off the first page most visitors load. Any subtree that uses Chakra renders inside
 * `<ChakraRoot>`, which loads the design system on first use. Route loaders call
 * `loadDesignSystem()` so their screens render at once, without a fallback frame; shared
 * hosts (error dialog, update banner) simply appear once it has loaded.
 *
 * Several roots may be mounted at once (the shell and the error dialog, say): each
 * provides the same system, and their global styles are identical.
 */
import { lazy, Suspense, use, type ComponentType, type ReactNode } from "react";
import { yieldToMain } from "@/app/yield-to-main";

type Provider = ComponentType<{ children: ReactNode }>;

let loaded: Provider | null = null;
let loading: Promise<void> | null = null;

/**
 * Starts (or joins) loading Chakra and the theme; resolves when they are ready. Three long
 * blocks, each in a task of its own (total blocking time of a cold start): the
 * evaluation of the system's core (styled-system, theme, emotion: its own chunk in a build,
 * scripts/signed-in-chunks.ts), making the system (`createSystem`), the evaluation of the
 * components (their chunk may already have been evaluated, in a task of its own, when a
 * screen's chunk that imports it arrived first). Both chunks are preloaded, so the second
 * import costs no round trip.
 */
export function loadDesignSystem(): Promise<void> {
  loading ??= import("@/app/theme")
    .then(async (theme) => {
      await yieldToMain();
      theme.getAppSystem();
      await yieldToMain();
      const module = await import("./chakra-provider");
      loaded = module.AppChakraProvider;
    })
    .catch((error: unknown) => {
      // A failed fetch (flaky connection) is tried again by the next caller.
      loading = null;
      throw error;
    });
  return loading;
}

function LoadedProvider({ children }: { children: ReactNode }) {
  // Suspends only until the first load; afterwards the provider renders synchronously.
  if (!loaded) use(loadDesignSystem());
  const Chakra = loaded as Provider;
  return <Chakra>{children}</Chakra>;
}

export function ChakraRoot({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <LoadedProvider>{children}</LoadedProvider>
    </Suspense>
  );
}

/**
 * A component loaded on its first render, together with the design system, in its own
 * `ChakraRoot` (for pieces mounted from plain parents: dialogs, banners, fallback screens).
 */
export function lazyInChakraRoot<Props extends object>(load: () => Promise<ComponentType<Props>>): (props: Props) => ReactNode {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function InChakraRoot(props: Props) {
    return (
      <ChakraRoot>
        <Lazy {...props} />
      </ChakraRoot>
    );
  };
}
