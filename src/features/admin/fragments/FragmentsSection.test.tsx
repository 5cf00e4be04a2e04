import { describe, expect, it, vi } from "vitest";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { starterTemplate } from "../../../../tests/helpers/fragment-authoring";
import { signInThrough } from "../../../../tests/helpers/in-process-fetch";
import { apiAs } from "../../../../tests/helpers/in-process-api";
import {
  api,
  codePane,
  globalImpls,
  renderFragments,
  row,
  setDisclosure,
  storedFragment,
} from "./fragments-section.test-support";

describe("FragmentsSection (/dashboard/fragments)", { timeout: 30_000 }, () => {
  it("shows the developer warning first, until the manager accepts it once (PUT disclosure-state)", async () => {
    await setDisclosure(false);
    await signInThrough(api, "admin");
    renderFragments();
    const warning = await screen.findByRole("region", { name: "Custom fragments are code" });
    expect(warning.textContent).toContain("runs on every page that shows that part, for every visitor");
    expect(warning.textContent).toContain("A broken fragment can break pages");
    expect(screen.queryByRole("button", { name: "New fragment" })).toBeNull();
    const proceed = within(warning).getByRole("button", { name: "Continue to custom fragments" });
    expect((proceed as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(
      within(warning).getByRole("checkbox", {
        name: "I understand that custom fragments run as code for every visitor.",
      }),
    );
    await userEvent.click(proceed);
    expect(await screen.findByRole("button", { name: "New fragment" })).toBeTruthy();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: "PUT", path: "fragments/disclosure-state", status: 200 }),
    );
    const state = await apiAs(api, "admin", "GET", "/fragments/disclosure-state");
    expect(state.json()).toEqual({ didAccept: true });
  });

  it("list: each fragment's name, type, status, where it applies and last revision; filtered by type", async () => {
    await setDisclosure(true);
    const banner = await storedFragment({
      name: "Listed banner",
      fragmentType: "BannerFragment",
      commitMessage: "First",
    });
    await storedFragment({ name: "Listed totals", fragmentType: "SiteTotalsFragment" });
    expect(
      (
        await apiAs(api, "admin", "PATCH", "/config", {
          "fragments.globalImpls": { BannerFragment: { fragmentUUID: banner.fragmentUUID } },
        })
      ).status,
    ).toBe(204);
    await signInThrough(api, "admin");
    renderFragments();

    const bannerRow = await row("Listed banner");
    const cells = within(bannerRow)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 3)).toEqual(["Banner", "Active", "Every page"]);
    expect(within(bannerRow).getByRole("link", { name: "Listed banner" }).getAttribute("href")).toBe(
      `/dashboard/fragments/${banner.fragmentUUID}`,
    );
    const totalsRow = await row("Listed totals");
    expect(
      within(totalsRow)
        .getAllByRole("cell")
        .map((cell) => cell.textContent)
        .slice(0, 3),
    ).toEqual(["Site totals", "Draft", "Nowhere"]);

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Type" }), "Site totals");
    await vi.waitFor(() => expect(screen.queryByRole("link", { name: "Listed banner" })).toBeNull());
    expect(screen.getByRole("link", { name: "Listed totals" })).toBeTruthy();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: "GET", path: "fragments?fragmentType=SiteTotalsFragment" }),
    );
    await apiAs(api, "admin", "PATCH", "/config", { "fragments.globalImpls": {} });
  });

  it("new: choosing a type and a name opens the editor on the type's starter template", async () => {
    await setDisclosure(true);
    await signInThrough(api, "admin");
    const location = renderFragments();
    await userEvent.click(await screen.findByRole("button", { name: "New fragment" }));
    const dialog = await screen.findByRole("dialog", { name: "New fragment" });
    const types = within(dialog).getByRole("combobox", { name: "What it replaces" });
    expect(within(types).getByRole("option", { name: "New widget type" })).toBeTruthy();
    await userEvent.selectOptions(types, "Site totals");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Our totals");
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    await vi.waitFor(() =>
      expect(location.history.at(-1)).toBe(
        "/dashboard/fragments/new?fragmentType=SiteTotalsFragment&name=Our+totals",
      ),
    );
  });

  it("create, save and commit: Save draft posts the bundled TSX without a message; Commit… makes it active", async () => {
    await setDisclosure(true);
    await signInThrough(api, "admin");
    const location = renderFragments(
      "/dashboard/fragments/new?fragmentType=SiteTotalsFragment&name=Our totals",
    );
    expect(await screen.findByRole("heading", { name: "New fragment: Site totals" })).toBeTruthy();
    const source = await codePane("Component (TSX)");
    const template = starterTemplate("SiteTotalsFragment", { name: "Our totals" });
    expect(source.state.doc.toString()).toBe(template.tsx);
    expect((screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("Our totals");

    const edited = `${template.tsx}\n// edited\n`;
    act(() => source.dispatch({ changes: { from: source.state.doc.length, insert: "\n// edited\n" } }));
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));

    const created = await vi.waitFor(() => {
      const call = api.calls.find(
        (candidate) => candidate.method === "POST" && candidate.path === "fragments",
      );
      if (!call) throw new Error("not posted");
      return call;
    });
    expect(created.status).toBe(201);
    const body = created.body as Record<string, string>;
    expect(body).not.toHaveProperty("commitMessage");
    expect(body).toMatchObject({ name: "Our totals", fragmentType: "SiteTotalsFragment", jsRaw: edited });
    expect(body.js).toContain('from "/api/v2/fragments/sdk.js"');
    expect(body.js).not.toContain("@plaza/fragment-sdk");
    expect(body.js).not.toContain("import type");

    await vi.waitFor(() =>
      expect(location.history.at(-1)).toMatch(/^\/dashboard\/fragments\/[0-9a-f-]{36}$/),
    );
    const uuid = location.history.at(-1)!.split("/").pop()!;
    expect(await screen.findByRole("heading", { name: "Our totals" })).toBeTruthy();
    expect(await screen.findByText("Draft saved, not committed.")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Commit…" }));
    const dialog = await screen.findByRole("dialog", { name: "Commit this version" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Commit" }));
    expect(within(dialog).getByText("A commit message is required.")).toBeTruthy();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Commit message" }), "v1");
    await userEvent.click(within(dialog).getByRole("button", { name: "Commit" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: "POST",
        path: `fragments/${uuid}/commit-revision`,
        status: 200,
        body: expect.objectContaining({ commitMessage: "v1" }),
      }),
    );
    const active = await apiAs(api, "admin", "GET", `/fragments/${uuid}?status=active`);
    expect(active.json()).toMatchObject({ status: "active", commitMessage: "v1", jsRaw: edited });
  });

  it("preview: the saved revision's pinned module renders with the widget's example props", async () => {
    await setDisclosure(true);
    const fragment = await storedFragment({ name: "Previewed", fragmentType: "SiteTotalsFragment" });
    await signInThrough(api, "admin");
    renderFragments(`/dashboard/fragments/${fragment.fragmentUUID}`);
    const preview = await screen.findByRole("region", { name: "Your fragment" });
    const rendered = await within(preview).findByText(/^Fragment from /);
    expect(rendered.textContent).toContain(
      `/api/v2/fragments/${fragment.fragmentUUID}/js?fragmentRevisionUUID=${fragment.fragmentRevisionUUID}`,
    );
    expect(screen.getByRole("combobox", { name: "Preview with" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Example" })).toBeTruthy();
  });

  it("apply: Use on every page names the fragment in fragments.globalImpls; switching it off removes it", async () => {
    await setDisclosure(true);
    const fragment = await storedFragment({
      name: "Everywhere",
      fragmentType: "SiteTotalsFragment",
      commitMessage: "ready",
    });
    await signInThrough(api, "admin");
    renderFragments(`/dashboard/fragments/${fragment.fragmentUUID}`);
    const toggle = (await screen.findByRole("switch", { name: "Use on every page" })) as HTMLInputElement;
    await vi.waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(false);
    await userEvent.click(toggle);
    await vi.waitFor(async () =>
      expect((await globalImpls()).SiteTotalsFragment?.fragmentUUID).toBe(fragment.fragmentUUID),
    );
    await vi.waitFor(() => expect(toggle.checked).toBe(true));
    expect(screen.getByText(/In use on every page that shows a Site totals/)).toBeTruthy();

    await vi.waitFor(() => expect(toggle.disabled).toBe(false));
    await userEvent.click(toggle);
    await vi.waitFor(async () => expect((await globalImpls()).SiteTotalsFragment).toBeUndefined());
  });

  it("delete: the dialog lists where it is applied; confirming deletes it and goes back to the list", async () => {
    await setDisclosure(true);
    const fragment = await storedFragment({
      name: "Doomed",
      fragmentType: "BannerFragment",
      commitMessage: "ready",
    });
    await apiAs(api, "admin", "PATCH", "/config", {
      "fragments.globalImpls": { BannerFragment: { fragmentUUID: fragment.fragmentUUID } },
    });
    await signInThrough(api, "admin");
    const location = renderFragments(`/dashboard/fragments/${fragment.fragmentUUID}`);
    await userEvent.click(await screen.findByRole("button", { name: "Delete this fragment" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Doomed" });
    expect(dialog.textContent).toContain("those places show the built-in again");
    expect(within(dialog).getByRole("listitem").textContent).toBe("Every page");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await vi.waitFor(() => expect(location.history.at(-1)).toBe("/dashboard/fragments"));
    expect((await apiAs(api, "admin", "GET", `/fragments/${fragment.fragmentUUID}`)).status).toBe(404);
    expect(await screen.findByText("Fragment deleted.")).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole("link", { name: "Doomed" })).toBeNull());
  });

  it("upload: a built module and stylesheet are posted with a commit message, so the fragment is active", async () => {
    await setDisclosure(true);
    await signInThrough(api, "admin");
    const location = renderFragments();
    await userEvent.click(await screen.findByRole("button", { name: "Upload a built bundle" }));
    const dialog = await screen.findByRole("dialog", { name: "Upload a built bundle" });
    expect(dialog.textContent).toContain("512 KB");
    expect(dialog.textContent).toContain("256 KB");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Built banner");
    await userEvent.selectOptions(
      within(dialog).getByRole("combobox", { name: "What it replaces" }),
      "Banner",
    );

    const tooBig = new File(["x".repeat(512 * 1024 + 1)], "huge.js", { type: "text/javascript" });
    await userEvent.upload(within(dialog).getByLabelText("Module (.js)"), tooBig);
    await userEvent.click(within(dialog).getByRole("button", { name: "Upload" }));
    expect(await within(dialog).findByText("The module must be at most 512 KB.")).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);

    const js = "export default function Built() { return null; }\n";
    await userEvent.upload(
      within(dialog).getByLabelText("Module (.js)"),
      new File([js], "built.js", { type: "text/javascript" }),
    );
    await userEvent.upload(
      within(dialog).getByLabelText("Stylesheet (.css, optional)"),
      new File([".built { color: red; }"], "built.css", { type: "text/css" }),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Upload" }));
    await vi.waitFor(() =>
      expect(location.history.at(-1)).toMatch(/^\/dashboard\/fragments\/[0-9a-f-]{36}$/),
    );
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: "POST",
        path: "fragments",
        status: 201,
        body: {
          name: "Built banner",
          fragmentType: "BannerFragment",
          js,
          css: ".built { color: red; }",
          commitMessage: "Uploaded bundle",
        },
      }),
    );
    const uuid = location.history.at(-1)!.split("/").pop()!;
    const stored = await apiAs(api, "admin", "GET", `/fragments/${uuid}`);
    expect(stored.json()).toMatchObject({ status: "active", js, jsRaw: "" });
  });

  it("new widget type: its name, icon and props schema are checked, and the server's refusal is shown", async () => {
    await setDisclosure(true);
    await signInThrough(api, "admin");
    renderFragments("/dashboard/fragments/new?fragmentType=CustomFragment&name=Promo");
    expect(await screen.findByRole("heading", { name: "New fragment: New widget type" })).toBeTruthy();
    const widget = screen.getByRole("group", { name: "Widget type" });
    expect((within(widget).getByRole("textbox", { name: "Widget name" }) as HTMLInputElement).value).toBe(
      "Promo",
    );
    const schema = within(widget).getByRole("textbox", {
      name: "Props schema (JSON Schema)",
    }) as HTMLTextAreaElement;
    expect(JSON.parse(schema.value)).toMatchObject({
      type: "object",
      properties: { title: { type: "string" } },
    });

    await userEvent.clear(schema);
    await userEvent.click(schema);
    await userEvent.paste("{ not json");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await within(widget).findByText(/^The props schema is not valid JSON/)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);

    // Well-formed, but no JSON Schema: only the server compiles it.
    await userEvent.clear(schema);
    await userEvent.click(schema);
    await userEvent.paste('{"type": "object", "properties": {"title": {"type": "nonsense"}}}');
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    const refusal = await screen.findByRole("alert");
    expect(refusal.textContent).toContain("The widget's props schema is not valid.");
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: "POST", path: "fragments", status: 400 }),
    );

    await userEvent.clear(schema);
    await userEvent.click(schema);
    await userEvent.paste('{"type": "object", "properties": {"title": {"type": "string"}}}');
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await vi.waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({
          method: "POST",
          path: "fragments",
          status: 201,
          body: expect.objectContaining({
            fragmentType: "CustomFragment",
            customWidget: {
              name: "Promo",
              icon: "🧩",
              schema: { type: "object", properties: { title: { type: "string" } } },
            },
          }),
        }),
      ),
    );
  });
});
