import type { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { SWRConfig } from "swr";
import type { BootPayload } from "../../schemas/boot.schema";
import { createSessionStore } from "../../runtime/data/session-store";
import { CLIENT_ONLY_DIGEST, RenderedWidgetsContext } from "../../runtime/layout/rendered-widgets";
import { initialLayoutOf } from "./layout/initial-layout";
import {
  createNodeValidationRecorder,
  NodeValidationContext,
  type BootNodeValidation,
} from "../../runtime/layout/node-validation";
import { AppRoot } from "./AppRoot";
import { setTranslations } from "../../runtime/i18n/t";

/** How long the server waits for every lazy widget before it streams the rest as it resolves. */
export const STREAM_AFTER_MS = 1000;
/** Past this a page's render is abandoned: what is still pending renders in the browser. */
export const ABORT_AFTER_MS = 10_000;

/** A page rendered on the server, ready to be written between the head and the boot payload. */
export interface ServerRender {
  /** The widget types the page rendered so far (to link their styles in the head). */
  widgetTypes: ReadonlySet<string>;
  /** True when every part rendered: nothing streams after the first write. */
  complete: boolean;
  /** Writes the rendered markup (and later boundaries as they resolve), then ends `destination`. */
  pipe(destination: Writable): void;
  /**
   * What validating the first page's layout nodes found, for the boot payload: only for a complete
   * render (a part still streaming has not been validated yet; the browser validates it).
   */
  nodeValidation?: BootNodeValidation;
}

/** Options of {@link renderApp}. */
export interface RenderAppOptions {
  /** The request path with its query. */
  url: string;
  boot: BootPayload;
  /** The response's CSP nonce, given to every script React streams. */
  nonce: string;
  /** How long to wait for every lazy part before streaming ({@link STREAM_AFTER_MS} by default; 0 streams at once). */
  streamAfterMs?: number;
  /** Errors of the render (a widget that threw); the browser renders those parts again. */
  onError?: (error: unknown) => void;
}

/**
 * Renders a page with React's streaming renderer from the boot payload the browser will hydrate
 * with: the same session, layout and render time, so the two trees agree. Resolves when every lazy
 * widget has rendered, or after {@link STREAM_AFTER_MS} (the rest then streams as it resolves, each
 * part with its nonce'd script); rejects when not even the shell could render.
 */
export function renderApp(options: RenderAppOptions): Promise<ServerRender> {
  const [pathname = "/", search = ""] = options.url.split(/\?(.*)/s);
  const session = createSessionStore(options.boot);
  // The site's interface language (one for the whole site, so every page renders with the same).
  setTranslations(options.boot.translations ?? {});
  const widgetTypes = new Set<string>();
  const validation = createNodeValidationRecorder();
  return new Promise((resolve, reject) => {
    let settled = false;
    let streamTimer: ReturnType<typeof setTimeout> | undefined;
    const ready = (complete: boolean) => {
      clearTimeout(streamTimer);
      if (settled) return;
      settled = true;
      resolve({
        widgetTypes,
        complete,
        pipe: (destination) => stream.pipe(destination),
        ...(complete && options.boot.layout
          ? { nodeValidation: validation.forBoot(options.boot.layout) }
          : {}),
      });
    };
    const stream = renderToPipeableStream(
      <SWRConfig value={{ provider: () => new Map() }}>
        <RenderedWidgetsContext value={widgetTypes}>
          <NodeValidationContext value={validation}>
            <AppRoot
              session={session}
              initialLayout={initialLayoutOf(options.boot, pathname, search ? `?${search}` : "")}
              renderedAt={options.boot.renderedAt ?? null}
              deviceClass={options.boot.deviceClass}
              ssrPath={pathname}
              ssrSearch={search}
            />
          </NodeValidationContext>
        </RenderedWidgetsContext>
      </SWRConfig>,
      {
        nonce: options.nonce,
        // A boundary that rendered in time goes in place however long it is (React would otherwise
        // move big ones after the shell, behind a script): pages read without JavaScript.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady() {
          const wait = options.streamAfterMs ?? STREAM_AFTER_MS;
          if (wait <= 0) ready(false);
          else streamTimer = setTimeout(() => ready(false), wait);
        },
        onAllReady: () => ready(true),
        onShellError(error) {
          clearTimeout(streamTimer);
          settled = true;
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error) {
          const digest = (error as { digest?: unknown } | null)?.digest;
          if (digest === CLIENT_ONLY_DIGEST) return CLIENT_ONLY_DIGEST;
          options.onError?.(error);
          return undefined;
        },
      },
    );
    // Never before the wait for every part is over: a caller that waits longer keeps its whole page.
    const abortAfterMs = Math.max(ABORT_AFTER_MS, options.streamAfterMs ?? STREAM_AFTER_MS);
    setTimeout(() => stream.abort(new Error("The page took too long to render.")), abortAfterMs).unref();
  });
}
