import type { HtmlTagDescriptor, Plugin } from "vite";

/**
 * The font files the first paint needs, by the name fontsource gives them (before the build's hash):
 * Open Sans 400 for body text, 600 (semi-bold) for titles, navigation and buttons, and 700 for the
 * list headings: a weight that arrives late swaps in after the first paint and shifts the text below
 * it (Lighthouse measured a 0.044 layout shift on the home page from 700 alone).
 */
export const PRELOADED_FONTS = [
  "open-sans-latin-400-normal",
  "open-sans-latin-600-normal",
  "open-sans-latin-700-normal",
];

/** The built file of `name`: `assets/<name>-<hash>.woff2`. */
function builtFontFile(fileNames: readonly string[], name: string): string | undefined {
  const pattern = new RegExp(`(?:^|/)${name}-[^/.]+\\.woff2$`);
  return fileNames.find((fileName) => pattern.test(fileName));
}

/**
 * Adds `<link rel="preload" as="font" type="font/woff2" crossorigin>` to the built index.html for each
 * font of `names`, with its hashed file name, so the browser fetches it with the first requests instead
 * of after the stylesheet and the first layout. (`html.cspNonce` gives the link the nonce placeholder
 * like every tag the build emits.) A font that is not in the bundle fails the build: a renamed or
 * dropped file must not silently lose its preload.
 */
export function fontPreloadPlugin(names: readonly string[] = PRELOADED_FONTS): Plugin {
  let base = "/";
  return {
    name: "plaza:font-preload",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx): HtmlTagDescriptor[] {
        if (!ctx.bundle) return [];
        const fileNames = Object.keys(ctx.bundle);
        return names.map((name) => {
          const fileName = builtFontFile(fileNames, name);
          if (!fileName) throw new Error(`font preload: no built .woff2 file for ${name}`);
          return {
            tag: "link",
            attrs: {
              rel: "preload",
              as: "font",
              type: "font/woff2",
              href: `${base}${fileName}`,
              crossorigin: "",
              // Fetched early, but after the page: text paints at once in the metric-matched
              // fallback (src/ui/font-fallback.css) and keeps its lines when the font arrives.
              fetchpriority: "low",
            },
            injectTo: "head",
          };
        });
      },
    },
  };
}
