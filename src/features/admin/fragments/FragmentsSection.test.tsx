import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { EditorView } from "@codemirror/view";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { fragmentAuthoring, starterTemplate } from "../../../../tests/helpers/fragment-authoring";
import { signInThrough } from "../../../../tests/helpers/in-process-fetch";
import { apiAs, setUpInProcessApi } from "../../../../tests/helpers/in-process-api";
import { FragmentImporterContext } from "../../../../runtime/fragments/fragment-importer-context";
import { ToastArea } from "../../../ui/toasts/ToastArea";
import { toastStore } from "../../../ui/toasts/toast-store";
import { FragmentAuthoringContext } from "./authoring-context";
import FragmentsSection from "./FragmentsSection";

const api = setUpInProcessApi({});
afterEach(() => act(() => toastStore.clear()));

// The app's own sources: the real starter templates and widget fixtures.
const authoring = fragmentAuthoring;

/** What the preview imported, by URL: a component naming the URL it came from. */
const imported: string[] = [];
async function importModule(url: string) {
  imported.push(url);
  return { default: () => <p>{`Fragment from ${url}`}</p> };
}

/** A type checker that finds nothing: jsdom runs no workers. */
class QuietWorker {
  private listeners: Array<(event: { data: unknown }) => void> = [];
  addEventListener(type: string, listener: (event: { data: unknown }) => void) {
    if (type === "message") this.listeners.push(listener);
  }
  postMessage(message: { id: number }) {
    queueMicrotask(() =>
      this.listeners.forEach((listener) => listener({ data: { id: message.id, problems: [] } })),
    );
  }
  terminate() {}
}

beforeAll(() => {
  // jsdom lays nothing out: CodeMirror measures text through ranges, which have no rectangles there.
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

/** The CodeMirror view behind a labelled code pane. */
async function codePane(label: string): Promise<EditorView> {
  const element = await screen.findByRole("textbox", { name: label, hidden: true });
  const view = EditorView.findFromDOM(element);
  if (!view) throw new Error(`no editor named ${label}`);
  return view;
}

/** Renders the section at `path` as the dashboard would, following the address as it changes. */
function renderFragments(path = "/dashboard/fragments") {
  const location = memoryLocation({ path, record: true });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <FragmentAuthoringContext.Provider value={authoring}>
        <FragmentImporterContext.Provider value={importModule}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <Route path="/dashboard/fragments/:page?">
              {(params: { page?: string }) => <FragmentsSection page={params.page} />}
            </Route>
            <ToastArea />
          </Router>
        </FragmentImporterContext.Provider>
      </FragmentAuthoringContext.Provider>
    </SWRConfig>,
  );
  return location;
}

interface CreatedFragment {
  fragmentUUID: string;
  fragmentRevisionUUID: string;
  status: string;
}

/** A fragment made through the API, as another manager would have. */
async function storedFragment(body: Record<string, unknown>): Promise<CreatedFragment> {
  const created = await apiAs(api, "admin", "POST", "/fragments", {
    js: "export default function Fragment() { return null; }\n",
    css: "",
    ...body,
  });
  expect(created.status).toBe(201);
  return created.json() as CreatedFragment;
}

async function setDisclosure(didAccept: boolean) {
  expect((await apiAs(api, "admin", "PUT", "/fragments/disclosure-state", { didAccept })).status).toBe(200);
}

async function globalImpls(): Promise<Record<string, { fragmentUUID: string }>> {
  const response = await apiAs(api, "admin", "GET", "/config?select=fragments.globalImpls");
  return ((response.json() as Record<string, unknown>)["fragments.globalImpls"] ?? {}) as Record<
    string,
    { fragmentUUID: string }
  >;
}

/** The table row of a fragment or revision, by the name in its first cell. */
async function row(name: string) {
  return vi.waitFor(() => {
    const found = screen.getAllByRole("row").find((candidate) => {
      const header = within(candidate).queryByRole("rowheader");
      return header?.textContent === name;
    });
    if (!found) throw new Error(`no row ${name}`);
    return found;
  });
}

describe("FragmentsSection (/dashboard/fragments)", { timeout: 30_000 }, () => {
  beforeEach(() => {
    imported.length = 0;
    vi.stubGlobal("Worker", QuietWorker);
  });

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

  it("revisions: newest first with message and status; Compare shows the diff; Roll back to this re-activates one", async () => {
    await setDisclosure(true);
    const fragment = await storedFragment({
      name: "Versioned",
      fragmentType: "BannerFragment",
      jsRaw: "const first = 1;\n",
      commitMessage: "first version",
    });
    const second = await apiAs(api, "admin", "PATCH", `/fragments/${fragment.fragmentUUID}`, {
      js: "export default function Fragment() { return null; }\n",
      jsRaw: "const second = 2;\n",
      commitMessage: "second version",
    });
    expect(second.status).toBe(200);
    await signInThrough(api, "admin");
    renderFragments(`/dashboard/fragments/${fragment.fragmentUUID}`);

    const newest = await row("second version");
    expect(within(newest).getByText("Active")).toBeTruthy();
    const older = await row("first version");
    expect(within(older).getByText("Past revision")).toBeTruthy();
    const rows = screen.getAllByRole("row").map((candidate) => candidate.textContent ?? "");
    expect(rows.findIndex((text) => text.includes("second version"))).toBeLessThan(
      rows.findIndex((text) => text.includes("first version")),
    );

    await userEvent.click(screen.getByRole("button", { name: "Compare" }));
    const comparison = await screen.findByRole("region", { name: "Comparison" });
    const code = await within(comparison).findByRole("figure", { name: /^Code/ });
    expect(code.textContent).toContain("Lines added: 1. Lines removed: 1.");
    expect(within(code).getByText("const first = 1;", { exact: false }).closest("del")).toBeTruthy();
    expect(within(code).getByText("const second = 2;", { exact: false }).closest("ins")).toBeTruthy();
    expect(code.textContent).toContain("Removed:");

    await userEvent.click(within(older).getByRole("button", { name: "Roll back to this: first version" }));
    const dialog = await screen.findByRole("dialog", { name: "Roll back" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Roll back" }));
    await vi.waitFor(() => expect(within(older).getByText("Active")).toBeTruthy());
    // The editor starts again from the code now active.
    await vi.waitFor(async () =>
      expect((await codePane("Component (TSX)")).state.doc.toString()).toBe("const first = 1;\n"),
    );
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: "POST",
        path: `fragments/${fragment.fragmentUUID}/rollback`,
        status: 200,
        body: { fragmentRevisionUUID: fragment.fragmentRevisionUUID },
      }),
    );
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
