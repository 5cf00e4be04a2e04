import { describe, expect, it } from "vitest";
import type { APIRequestContext } from "playwright-core";
import { openBrowser } from "./browser";

const browser = openBrowser();

/** Signs the page's context in through the API; later requests carry the session cookie. */
async function signIn(request: APIRequestContext, username: string): Promise<void> {
  const response = await request.post("/api/v2/session", {
    headers: { "X-Requested-With": "XMLHttpRequest" },
    data: { username, password: "plaza-demo" },
  });
  expect(response.status()).toBe(200);
}
const write = { "X-Requested-With": "XMLHttpRequest" };

describe("layouts in the browser", () => {
  it("the home page renders the banner and seeded discussions with no lookup-hydrate request", async () => {
    const page = browser.page();
    const lookups: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/layouts/lookup-hydrate")) lookups.push(request.url());
    });
    await page.goto("/");
    await page.getByRole("heading", { name: "How can we help you?" }).waitFor();
    await page.getByRole("heading", { name: "Recent Discussions" }).waitFor();
    // Discussions listed under it (which ones depends on what other tests posted before this one).
    const recent = page.locator("section", {
      has: page.getByRole("heading", { name: "Recent Discussions" }),
    });
    await recent.getByRole("heading", { level: 3 }).getByRole("link").first().waitFor();
    expect(lookups).toEqual([]);
    expect(browser.consoleErrors()).toEqual([]);
  });

  it("a site manager's layout: the valid widget shows; with ?debug=1 two error panels name the problems", async () => {
    const page = browser.page();
    const request = page.context().request;
    await signIn(request, "admin");
    const created = await request.post("/api/v2/layouts", {
      headers: write,
      data: {
        name: "Broken on purpose",
        layoutViewType: "categoryList",
        layout: [
          {
            $hydrate: "react.section.1-column",
            children: [
              {
                $hydrate: "react.cta",
                title: "Join the conversation",
                button: { title: "Browse", url: "/discussions" },
              },
              { $reactComponent: "CallToActionWidget", $reactProps: { title: 42 } },
              { $reactComponent: "NoSuchWidget", $reactProps: {} },
            ],
          },
        ],
      },
    });
    expect(created.status()).toBe(201);
    const { layoutID } = await created.json();
    expect(
      (
        await request.put(`/api/v2/layouts/${layoutID}/views`, {
          headers: write,
          data: [{ recordType: "global", recordID: -1 }],
        })
      ).status(),
    ).toBeLessThan(300);
    expect(
      (
        await request.patch("/api/v2/config", {
          headers: write,
          data: { "featureFlags.customLayout.categoryList.Enabled": true },
        })
      ).status(),
    ).toBe(204);

    await page.goto("/categories");
    await page.getByRole("heading", { name: "Join the conversation" }).waitFor();
    expect(await page.locator("[data-layout-error]").count()).toBe(0);

    await page.goto("/categories?debug=1");
    await page.getByRole("heading", { name: "Join the conversation" }).waitFor();
    const panels = page.getByRole("note", { name: "Layout error" });
    await panels.nth(1).waitFor();
    expect(await panels.count()).toBe(2);
    const texts = await panels.allTextContents();
    expect(texts.join("\n")).toContain("CallToActionWidget");
    expect(texts.join("\n")).toContain("NoSuchWidget");

    await request.patch("/api/v2/config", {
      headers: write,
      data: { "featureFlags.customLayout.categoryList.Enabled": false },
    });
  });
});

describe("custom fragments in the browser", () => {
  it("an uploaded fragment replaces the banner, and the built-in returns when its script fails", async () => {
    const { buildBannerFragment, readBannerFragmentCss } =
      await import("../../fragments/examples/banner-fragment/build");
    const page = browser.page();
    const request = page.context().request;
    await signIn(request, "admin");
    const uploaded = await request.post("/api/v2/fragments", {
      headers: write,
      data: {
        fragmentType: "BannerFragment",
        name: "Example banner",
        js: await buildBannerFragment(),
        css: await readBannerFragmentCss(),
        commitMessage: "First version",
      },
    });
    expect(uploaded.status()).toBe(201);
    const { fragmentUUID } = await uploaded.json();

    const setGlobal = (impls: object) =>
      request.patch("/api/v2/config", { headers: write, data: { "fragments.globalImpls": impls } });
    // The server fills in the active revision's script and style.
    expect((await setGlobal({ BannerFragment: { fragmentUUID } })).status()).toBe(204);
    await page.goto("/");
    await page.getByText("Custom banner by fragment").waitFor();
    expect(browser.consoleErrors()).toEqual([]);

    const failing = await request.post("/api/v2/fragments", {
      headers: write,
      data: {
        fragmentType: "BannerFragment",
        name: "Failing banner",
        js: "throw new Error('broken');\n",
        commitMessage: "Broken on purpose",
      },
    });
    expect(failing.status()).toBe(201);
    const broken = { fragmentUUID: (await failing.json()).fragmentUUID };
    expect((await setGlobal({ BannerFragment: broken })).status()).toBe(204);
    await page.goto("/");
    await page.getByText("Error Loading Fragment").waitFor();
    await page.getByRole("heading", { name: "How can we help you?" }).waitFor();
    expect(await page.getByText("Custom banner by fragment").count()).toBe(0);

    await setGlobal({});
  });
});
