import fs from "node:fs";
import path from "node:path";
import { PassThrough, Writable, type Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import type { BootPayload } from "../../schemas/boot.schema";
import { readWidgetAssets, type WidgetAssets } from "./widget-assets";

/**
 * What the app's server entry (`src/app/entry-server.tsx` `renderApp`, built to
 * `dist/ssr/entry-server.js`) takes and gives. Declared here, not imported: the server sees schemas
 * and pure runtime only, and the entry matches this shape structurally.
 */
export interface RenderAppOptions {
  /** The request path with its query. */
  url: string;
  boot: BootPayload;
  /** The response's CSP nonce, for every script the renderer writes. */
  nonce: string;
  onError?: (error: unknown) => void;
}

/** A page rendered on the server, ready to be written inside the root element. */
export interface ServerRender {
  /** The widget types the page rendered (their styles and chunks go in the head). */
  widgetTypes: ReadonlySet<string>;
  /** True when every part rendered: nothing streams after the first write. */
  complete: boolean;
  /** Writes the markup (and later parts as they resolve), then ends `destination`. */
  pipe(destination: Writable): void;
  /** What validating the layout's nodes found, for the boot payload; only for a complete render. */
  nodeValidation?: BootPayload["nodeValidation"];
}

/** Renders pages on the server: the app's server entry, and the widgets' styles to link. */
export interface PageRenderer {
  render(options: RenderAppOptions): Promise<ServerRender>;
  assets: WidgetAssets | null;
}

/** The element the app renders into; the server's markup goes inside it. */
export const ROOT_ELEMENT = `<div id="root"></div>`;

/**
 * The renderer of a built front end: `dist/ssr/entry-server.js` beside `dist/client` (built by
 * `npm run build`), or null when there is none (the page then renders in the browser only).
 */
export async function loadBuiltRenderer(clientDir: string): Promise<PageRenderer | null> {
  const entry = path.join(clientDir, "..", "ssr", "entry-server.js");
  if (!fs.existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderApp: PageRenderer["render"] };
  return { render: module.renderApp, assets: readWidgetAssets(clientDir) };
}

/**
 * Collects a complete render into a string. React writes both text and encoded bytes; the text is
 * kept as it is (a Writable would otherwise encode each string to bytes, to be decoded again here).
 */
function collect(rendered: ServerRender): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: string[] = [];
    const decoder = new TextDecoder();
    const sink = new Writable({
      decodeStrings: false,
      write(chunk: Uint8Array | string, _encoding, done) {
        parts.push(typeof chunk === "string" ? decoder.decode() + chunk : decoder.decode(chunk, { stream: true }));
        done();
      },
      final(done) {
        parts.push(decoder.decode());
        resolve(parts.join(""));
        done();
      },
    });
    sink.on("error", reject);
    rendered.pipe(sink);
  });
}

const decodeEntities = (value: string) =>
  value
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([\da-f]+);/gi, (_, code: string) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The page, and the `style` attribute values of its markup (`"any"` while they are not all known). */
export interface PageWithMarkup {
  body: string | Readable;
  styleAttributes: readonly string[] | "any";
}

/**
 * The page with the server's markup inside its root element. A complete render is one string (so
 * it gets an ETag and a Content-Length); one still waiting for lazy parts is a stream: the page up
 * to the root, the markup as React writes it, then the rest of the page (the boot payload, the
 * scripts).
 */
export async function pageWithMarkup(html: string, rendered: ServerRender): Promise<PageWithMarkup> {
  const at = html.indexOf(ROOT_ELEMENT);
  if (at < 0) return { body: html, styleAttributes: [] };
  const open = ROOT_ELEMENT.slice(0, -"</div>".length);
  const before = html.slice(0, at) + open;
  const after = "</div>" + html.slice(at + ROOT_ELEMENT.length);
  if (rendered.complete) {
    const markup = await collect(rendered);
    const styleAttributes = [...markup.matchAll(/ style="([^"]*)"/g)].map((m) => decodeEntities(m[1] ?? ""));
    return { body: before + markup + after, styleAttributes };
  }
  const body = new PassThrough();
  body.write(before);
  rendered.pipe(
    new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        if (body.write(chunk)) done();
        else body.once("drain", done);
      },
      final(done) {
        body.end(after);
        done();
      },
    }),
  );
  return { body, styleAttributes: "any" };
}
