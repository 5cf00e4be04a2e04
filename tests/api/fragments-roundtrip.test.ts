// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as React from "react";
import { jsx, jsxs, Fragment } from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import type { FastifyInstance } from "fastify";
import type { Fragment as FragmentRecord } from "../../schemas/entities/fragment.schema";
import { apiClient } from "../../runtime/api/api-client";
import { t } from "../../runtime/i18n/t";
import { installFragmentHost } from "../../runtime/fragments/fragment-host";
import { loadFragmentComponent } from "../../runtime/fragments/load-fragment";
import { Button } from "../../src/ui/Button";
import { FRAGMENT_SDK_URL } from "../../fragments/sdk/index";
import { buildBannerFragment, readBannerFragmentCss } from "../../fragments/examples/banner-fragment/build";
import { buildTestApp, signInAs, writeHeaders } from "../helpers/server";

let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  admin = await signInAs(app, "admin");
});
afterAll(() => app.close());

const dataUrl = (code: string) => `data:text/javascript;base64,${Buffer.from(code).toString("base64")}`;

/**
 * Imports what the server serves the way a browser would: the fragment's import of the SDK URL is
 * pointed at the served SDK (node cannot fetch a path, so both travel as data: URLs).
 */
function serverImporter(sdkSource: string) {
  const sdkUrl = dataUrl(sdkSource);
  return async (url: string) => {
    const response = await app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    return import(/* @vite-ignore */ dataUrl(response.body.split(FRAGMENT_SDK_URL).join(sdkUrl)));
  };
}

describe("a fragment from upload to render (shell spec §2, §7)", () => {
  it("is built, uploaded by a site manager, served, loaded through the SDK and rendered on the host's React", async () => {
    installFragmentHost({ React, jsx: { jsx, jsxs, Fragment }, ui: { Button }, apiClient, t });
    const upload = await app.inject({
      method: "POST",
      url: "/api/v2/fragments",
      headers: { ...writeHeaders, cookie: admin },
      payload: {
        fragmentType: "BannerFragment",
        name: "Example banner",
        js: await buildBannerFragment(),
        css: await readBannerFragmentCss(),
        commitMessage: "First version",
      },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const fragment: FragmentRecord = upload.json();

    const sdk = await app.inject({ url: FRAGMENT_SDK_URL });
    const Banner = await loadFragmentComponent(
      { fragmentUUID: fragment.fragmentUUID, jsUrl: fragment.jsUrl },
      { importModule: serverImporter(sdk.body) },
    );
    const Default = () => React.createElement("h1", null, "Built-in banner");
    const html = renderToStaticMarkup(
      React.createElement(Banner, { title: "Welcome!", description: "Ask anything.", Default }),
    );
    expect(html).toContain('<h1 class="banner-fragment__title">Welcome!</h1>');
    expect(html).toContain("Custom banner by fragment");
    expect(html).toContain("Ask anything.");
    expect(html).toContain("Hide description</button>");
    expect(html).not.toContain("Built-in banner");

    const css = await app.inject({ url: fragment.cssUrl });
    expect(css.body).toContain(".banner-fragment");
  });
});
