import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { inlineStylesheets, readWidgetAssets } from "./widget-assets";

let clientDir = "";
afterEach(() => fs.rmSync(clientDir, { recursive: true, force: true }));

/** A client build: its manifest and the stylesheets it names. */
function build(manifest: object, styles: Record<string, string>) {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-widget-assets-"));
  fs.mkdirSync(path.join(clientDir, ".vite"), { recursive: true });
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(path.join(clientDir, ".vite", "manifest.json"), JSON.stringify(manifest));
  for (const [file, css] of Object.entries(styles)) fs.writeFileSync(path.join(clientDir, file), css);
}

const MANIFEST = {
  "index.html": { file: "assets/index-1.js", isEntry: true, css: ["assets/index-1.css"] },
  "src/app/hydrate-app.tsx": {
    file: "assets/app-1.js",
    isDynamicEntry: true,
    imports: ["_shared.js"],
    css: ["assets/app-1.css"],
  },
  "_shared.js": { file: "assets/shared-1.js", css: ["assets/shared-1.css"] },
  "widgets/banner/BannerWidget.tsx": {
    file: "assets/widget-BannerWidget-1.js",
    isDynamicEntry: true,
    imports: ["_shared.js"],
    css: ["assets/banner-1.css"],
  },
};
const STYLES = {
  "assets/index-1.css": ".entry{}",
  "assets/app-1.css": ".app{}",
  "assets/shared-1.css": ".shared{}",
  "assets/banner-1.css": ".banner{}",
};
const TEMPLATE = `<head><link rel="stylesheet" crossorigin href="/assets/index-1.css" nonce="N"></head>`;

describe("a page's styles inline (widget-assets.ts)", () => {
  it("puts the entry's and the app's styles inline, in that order, each marked so it is never fetched", () => {
    build(MANIFEST, STYLES);
    const head = inlineStylesheets(TEMPLATE, clientDir);
    expect(head).toContain('<style nonce="N">.entry{}.app{}.shared{}</style>');
    for (const file of ["index-1", "app-1", "shared-1"]) {
      expect(head).toContain(`<link rel="stylesheet" type="text/plain" href="/assets/${file}.css">`);
    }
    expect(head).not.toMatch(/rel="stylesheet"(?! type="text\/plain")/);
  });

  it("gives a widget its own styles and chunks, leaving out what the entry and the app bring", () => {
    build(MANIFEST, STYLES);
    const head = readWidgetAssets(clientDir)?.headFor(["BannerWidget"], "N") ?? "";
    expect(head).toContain('<style nonce="N">.banner{}</style>');
    expect(head).toContain('<link rel="stylesheet" type="text/plain" href="/assets/banner-1.css">');
    expect(head).not.toContain(".shared{}");
    expect(head).toContain('["/assets/widget-BannerWidget-1.js"]');
  });
});
