import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import validatorLoaders from "virtual:widget-validators";
import { ApiError } from "../../../runtime/api/api-error";
import { LayoutRuntimeContext, type LayoutRuntime } from "../../../runtime/layout/layout-runtime";
import { createRegistry } from "../../../runtime/registry/registry";
import type { LayoutDefinitionNode, LayoutNode } from "../../../schemas/layout/node.schema";
import { findCatalogEntry, widgetCatalog } from "../../../schemas/widgets/index";
import { defineWidget } from "../../../runtime/registry/define-widget";
import { fakeFetch } from "../../../tests/helpers/fake-fetch";
import type { EditorApi, LayoutCatalog, LayoutDraft } from "./editor-api";
import { LayoutEditor } from "./LayoutEditor";
import type { EditorDocument } from "./model";
import { ajvDefinitionValidators } from "../../../schemas/layout/validate-definition";

/** Stand-ins for the section and the call to action: the canvas is under test here, not the widgets. */
function TwoColumns(props: { mainTop?: ReactNode; mainBottom?: ReactNode; secondaryTop?: ReactNode }) {
  return (
    <div>
      <div>{props.mainTop}</div>
      <div>{props.mainBottom}</div>
      <aside>{props.secondaryTop}</aside>
    </div>
  );
}
function CallToAction({ title }: { title: string }) {
  return <h3>{title}</h3>;
}
function OneColumn({ children }: { children?: ReactNode }) {
  return <div>{children}</div>;
}
const widget = <P,>(type: string, component: (props: P) => ReactNode) =>
  defineWidget<P>({ type, label: type, load: async () => ({ default: component }) });

const runtime: LayoutRuntime = {
  registry: createRegistry([
    widget("SectionTwoColumns", TwoColumns),
    widget("SectionOneColumn", OneColumn),
    widget("CallToActionWidget", CallToAction),
  ]),
  loadValidator: (type) => validatorLoaders[type]?.() ?? Promise.resolve(undefined),
  debug: false,
};

/** The catalog as the server builds it from the widget list. */
function catalogOf(layoutViewType: LayoutCatalog["layoutViewType"]): LayoutCatalog {
  const catalog: LayoutCatalog = { layoutViewType, widgets: {}, sections: {}, assets: {} };
  for (const entry of widgetCatalog) {
    if (entry.kind === "system" || entry.addon) continue;
    const group = entry.kind === "section" ? "sections" : entry.kind === "asset" ? "assets" : "widgets";
    catalog[group][entry.hydrate] = {
      $reactComponent: entry.type,
      name: entry.name,
      schema: entry.schema,
      fragmentTypes: entry.fragmentTypes ?? [],
    };
  }
  return catalog;
}

/** What the server's hydration answers for the definitions these tests use: the props as they are. */
function hydrateNode(node: LayoutDefinitionNode): LayoutNode {
  const entry = findCatalogEntry(node.$hydrate);
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith("$")) continue;
    props[key] =
      Array.isArray(value) && value.every((v) => v && typeof v === "object" && "$hydrate" in v)
        ? (value as LayoutDefinitionNode[]).map(hydrateNode)
        : value;
  }
  return {
    $reactComponent: entry?.type ?? node.$hydrate,
    $reactProps: props,
    ...(node.$middleware ? { $middleware: node.$middleware } : {}),
  };
}

const home: EditorDocument = {
  layout: [
    {
      $hydrate: "react.section.2-columns",
      mainTop: [
        { $hydrate: "react.cta", title: "Welcome", button: { title: "Join", url: "/entry/register" } },
        { $hydrate: "react.cta", title: "Second" },
      ],
      secondaryTop: [],
    },
  ],
};

/** An in-memory stand-in for the layout API: the draft endpoints keep versions like the server's. */
function memoryApi(document: EditorDocument = home) {
  let version = 0;
  let dateScheduled: string | null = null;
  const saves: { document: EditorDocument; version: number }[] = [];
  const draft = (): LayoutDraft => ({
    layoutID: 7,
    layoutViewType: "home",
    name: "Home copy",
    layout: document.layout,
    version,
    hasDraft: version > 0,
    dateScheduled,
    ...(dateScheduled ? { scheduleUser: { userID: 1, name: "Grace" } } : {}),
  });
  const api: EditorApi & {
    saves: typeof saves;
    conflictNext: boolean;
    published: number[];
    scheduled: Array<{ version: number; dateScheduled: string }>;
  } = {
    saves,
    conflictNext: false,
    published: [],
    scheduled: [],
    loadDraft: async () => draft(),
    saveDraft: async (_id, doc, sentVersion) => {
      if (api.conflictNext || sentVersion !== version) {
        throw new ApiError({
          status: 409,
          message: "This layout was changed by Ada while you were editing it.",
        });
      }
      saves.push({ document: doc, version: sentVersion });
      document = doc;
      version += 1;
      return draft();
    },
    publish: async (_id, sentVersion) => {
      api.published.push(sentVersion);
      dateScheduled = null;
      // As the server does: publishing takes the version up by one.
      version += 1;
      return {};
    },
    schedule: async (_id, sentVersion, date) => {
      api.scheduled.push({ version: sentVersion, dateScheduled: date });
      dateScheduled = date;
      return {};
    },
    cancelSchedule: async () => {
      dateScheduled = null;
      return draft();
    },
    catalog: async (viewType) => catalogOf(viewType),
    roles: async () => [
      { roleID: 2, name: "Guest" },
      { roleID: 8, name: "Member" },
    ],
    fragments: async () => [],
    // ajv compiles here (no CSP in this test); the browser imports the server's compiled module.
    definitionValidators: async () => ajvDefinitionValidators,
    hydrate: async (viewType, doc) => ({
      layoutID: 7,
      name: "Home copy",
      layoutViewType: viewType,
      isDefault: false,
      layout: doc.layout.map(hydrateNode),
      titleBar: { $reactComponent: "TitleBar", $reactProps: {} },
      seo: { title: "", description: "", meta: [], links: [], url: "" },
      redirectTo: null,
    }),
  };
  return api;
}

function renderEditor(api = memoryApi()) {
  const location = memoryLocation({ path: "/dashboard/layouts/7/edit", record: true });
  render(
    <Router hook={location.hook}>
      <LayoutRuntimeContext.Provider value={runtime}>
        <LayoutEditor layoutID="7" api={api} autosaveDelayMs={0} hydrateDelayMs={0} />
      </LayoutRuntimeContext.Provider>
    </Router>,
  );
  return api;
}

const tree = () => screen.getByRole("tree", { name: "Outline" });
const selectedRow = () =>
  within(tree())
    .getAllByRole("treeitem")
    .find((row) => row.getAttribute("aria-selected") === "true");
const announcer = () => screen.getByTestId("outline-announcer");

beforeEach(() => {
  vi.stubGlobal("fetch", fakeFetch().fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => document.body.replaceChildren());
});

describe("the layout editor", () => {
  it("outline: the arrow keys move the selection through sections, regions and widgets; Enter opens the settings", async () => {
    const user = userEvent.setup();
    renderEditor();
    await screen.findByRole("tree", { name: "Outline" });
    act(() => tree().focus());
    expect(selectedRow()?.textContent).toContain("2 columns");
    // The real model lists every region in the section's order, Breadcrumbs first.
    await user.keyboard("{ArrowDown}");
    expect(selectedRow()?.textContent).toContain("Breadcrumbs");
    await user.keyboard("{ArrowDown}");
    expect(selectedRow()?.textContent).toContain("Main top");
    await user.keyboard("{ArrowDown}");
    expect(selectedRow()?.textContent).toContain("Call to action");
    expect(tree().getAttribute("aria-activedescendant")).toBe(selectedRow()?.id);
    await user.keyboard("{End}");
    expect(within(tree()).getAllByRole("treeitem").at(-1)).toBe(selectedRow());
    await user.keyboard("{Home}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}");
    const [title] = await screen.findAllByRole("textbox", { name: /title/i });
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it("move mode: M picks the widget up, arrows move it (announced politely), Escape puts it back, Enter drops; one undo step", async () => {
    const user = userEvent.setup();
    const api = renderEditor();
    await screen.findByRole("tree", { name: "Outline" });
    act(() => tree().focus());
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(selectedRow()?.textContent).toContain("Call to action");
    expect(announcer().getAttribute("aria-live")).toBe("polite");

    await user.keyboard("m");
    expect(announcer()?.textContent).toContain("Picked up Call to action, position 1 of 2 in Main top");
    await user.keyboard("{ArrowDown}");
    expect(announcer()?.textContent).toContain("Moved to position 2 of 2 in Main top");
    await user.keyboard("{Escape}");
    expect(announcer()?.textContent).toContain("Move cancelled: back at position 1 of 2 in Main top");
    expect((screen.getByRole("button", { name: "Undo" }) as HTMLButtonElement).disabled).toBe(true);

    await user.keyboard("m{ArrowDown}{ArrowDown}");
    expect(announcer()?.textContent).toContain("Moved to position 1 of 1 in Main bottom");
    await user.keyboard("{Enter}");
    expect(announcer()?.textContent).toContain("Dropped at position 1 of 1 in Main bottom");
    await waitFor(() => expect(api.saves.length).toBe(1));
    const moved = api.saves[0]!.document.layout[0]!;
    expect((moved.mainTop as LayoutDefinitionNode[]).map((n) => n.title)).toEqual(["Second"]);
    expect((moved.mainBottom as LayoutDefinitionNode[]).map((n) => n.title)).toEqual(["Welcome"]);

    // Undo takes the whole move back at once; redo does it again.
    await user.keyboard("{Control>}z{/Control}");
    await waitFor(() => expect(api.saves.length).toBe(2));
    expect((api.saves[1]!.document.layout[0]!.mainTop as LayoutDefinitionNode[]).map((n) => n.title)).toEqual(
      ["Welcome", "Second"],
    );
    await user.keyboard("{Control>}{Shift>}z{/Shift}{/Control}");
    await waitFor(() => expect(api.saves.length).toBe(3));
    expect(api.saves[2]!.document).toEqual(api.saves[0]!.document);
    await user.keyboard("{Control>}z{/Control}{Control>}y{/Control}");
    await waitFor(() => expect(api.saves.length).toBeGreaterThanOrEqual(4));
    expect(api.saves.at(-1)!.document).toEqual(api.saves[0]!.document);
  });

  it("after Publish, the next edit saves from the version publishing left, not in conflict with itself", async () => {
    const user = userEvent.setup();
    const api = renderEditor();
    await screen.findByRole("tree", { name: "Outline" });
    act(() => tree().focus());
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}m{ArrowDown}{Enter}");
    await waitFor(() => expect(api.saves.length).toBe(1));
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(api.published).toEqual([1]));
    await user.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(api.saves.length).toBe(2));
    expect(api.saves[1]!.version).toBe(2);
    expect(screen.queryByText(/changed by Ada/)).toBeNull();
  });

  it("move mode and the outline reach into a Tabs widget's tabs: each tab is a row, moves announce the tab", async () => {
    const user = userEvent.setup();
    const withTabs: EditorDocument = {
      layout: [
        {
          $hydrate: "react.section.2-columns",
          mainTop: [
            { $hydrate: "react.cta", title: "Welcome" },
            { $hydrate: "react.tabs", tabs: [{ label: "Latest", children: [] }, { label: "Popular" }] },
          ],
        },
      ],
    };
    const api = renderEditor(memoryApi(withTabs));
    await screen.findByRole("tree", { name: "Outline" });
    expect(within(tree()).getByRole("treeitem", { name: 'Tab "Latest"' })).toBeTruthy();
    act(() => tree().focus());
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(selectedRow()?.textContent).toContain("Call to action");
    await user.keyboard("m{ArrowDown}");
    expect(announcer()?.textContent).toContain('Moved to position 1 of 1 in Tab "Latest"');
    await user.keyboard("{ArrowDown}");
    expect(announcer()?.textContent).toContain('Moved to position 1 of 1 in Tab "Popular"');
    await user.keyboard("{Enter}");
    expect(announcer()?.textContent).toContain('Dropped at position 1 of 1 in Tab "Popular"');
    await waitFor(() => expect(api.saves.length).toBe(1));
    const tabs = (api.saves[0]!.document.layout[0]!.mainTop as LayoutDefinitionNode[])[0]!;
    expect(tabs.tabs).toEqual([
      { label: "Latest", children: [] },
      { label: "Popular", children: [{ $hydrate: "react.cta", title: "Welcome" }] },
    ]);
  });

  it("a Tabs widget's settings edit its tabs' labels and keep the widgets in its tabs (the outline's part)", async () => {
    const user = userEvent.setup();
    const withTabs: EditorDocument = {
      layout: [
        {
          $hydrate: "react.section.2-columns",
          mainTop: [
            {
              $hydrate: "react.tabs",
              tabs: [{ label: "Latest", children: [{ $hydrate: "react.cta", title: "Inside" }] }],
            },
          ],
        },
      ],
    };
    const api = renderEditor(memoryApi(withTabs));
    await screen.findByRole("tree", { name: "Outline" });
    act(() => tree().focus());
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{Enter}");
    const settings = await screen.findByRole("region", { name: "Settings" });
    const label = await within(settings).findByDisplayValue("Latest");
    expect(within(settings).queryByText(/^children$/i)).toBeNull();
    await user.type(label, " news");
    await waitFor(() =>
      expect((api.saves.at(-1)?.document.layout[0]!.mainTop as LayoutDefinitionNode[])[0]!.tabs).toEqual([
        { label: "Latest news", children: [{ $hydrate: "react.cta", title: "Inside" }] },
      ]),
    );
  });

  it("settings: typing in the generated form applies the props as setProps (canvas and draft follow); undo takes the typing back", async () => {
    const user = userEvent.setup();
    const api = renderEditor();
    await screen.findByRole("tree", { name: "Outline" });
    act(() => tree().focus());
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{Enter}");
    const [title] = await screen.findAllByRole("textbox", { name: /title/i });
    // An empty title is refused by the schema: the document keeps "Welcome", the field keeps the typing.
    await user.clear(title!);
    expect((title as HTMLInputElement).value).toBe("");
    await user.type(title!, "Join the forum");
    expect((title as HTMLInputElement).value).toBe("Join the forum");
    const canvas = screen.getByRole("region", { name: "Preview" });
    await within(canvas).findByText("Join the forum");
    await waitFor(() =>
      expect((api.saves.at(-1)?.document.layout[0]!.mainTop as LayoutDefinitionNode[])[0]!.title).toBe(
        "Join the forum",
      ),
    );
    // The device visibility is middleware.
    await user.click(screen.getByRole("radio", { name: "Desktop only" }));
    await waitFor(() =>
      expect(
        (api.saves.at(-1)?.document.layout[0]!.mainTop as LayoutDefinitionNode[])[0]!.$middleware,
      ).toEqual({
        visibility: { device: "desktop" },
      }),
    );
    act(() => tree().focus());
    await user.keyboard("{Control>}z{/Control}{Control>}z{/Control}");
    await waitFor(() =>
      expect((api.saves.at(-1)?.document.layout[0]!.mainTop as LayoutDefinitionNode[])[0]!.title).toBe(
        "Welcome",
      ),
    );
  });

  it("Advanced: invalid JSON and an invalid document are refused with their errors; a valid one applies", async () => {
    const user = userEvent.setup();
    const api = renderEditor();
    await screen.findByRole("tree", { name: "Outline" });
    await user.click(screen.getByRole("button", { name: "Advanced" }));
    const json = screen.getByRole("textbox", { name: "Layout JSON" });
    fireEvent.change(json, { target: { value: "{ not json" } });
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("alert")?.textContent).toContain("This is not valid JSON");

    const invalid = {
      layout: [{ $hydrate: "react.section.2-columns", mainTop: [{ $hydrate: "react.nope" }] }],
    };
    fireEvent.change(json, { target: { value: JSON.stringify(invalid) } });
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("alert")?.textContent).toContain("layout[0].mainTop[0]");
    expect(json.getAttribute("aria-invalid")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(api.saves).toEqual([]);
    expect(
      within(tree())
        .getAllByRole("treeitem")
        .filter((row) => row.textContent === "Call to action"),
    ).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Advanced" }));
    const valid = { layout: [{ $hydrate: "react.section.1-column", children: [] }] };
    fireEvent.change(screen.getByRole("textbox", { name: "Layout JSON" }), {
      target: { value: JSON.stringify(valid) },
    });
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(api.saves.at(-1)?.document).toEqual(valid));
  });

  it("drafts: a 409 shows the other manager's message, stops saving and offers their version", async () => {
    const user = userEvent.setup();
    const api = renderEditor();
    await screen.findByRole("tree", { name: "Outline" });
    api.conflictNext = true;
    act(() => tree().focus());
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{Delete}");
    await screen.findByText("This layout was changed by Ada while you were editing it.");
    expect((screen.getByRole("button", { name: "Publish" }) as HTMLButtonElement).disabled).toBe(true);
    api.conflictNext = false;
    await user.click(screen.getByRole("button", { name: "Load their version" }));
    await screen.findByText("Saved");
    expect(
      within(tree())
        .getAllByRole("treeitem")
        .filter((row) => row.textContent === "Call to action"),
    ).toHaveLength(2);
  });

  it("publish later: picks a date and time in the manager's time zone, saves first, says when and by whom, and cancels", async () => {
    const user = userEvent.setup();
    const api = renderEditor();
    await screen.findByRole("tree", { name: "Outline" });
    const year = new Date().getFullYear() + 1;
    // Nothing changed yet: there is no draft to schedule.
    await user.click(screen.getByRole("button", { name: "Publish later" }));
    const empty = await screen.findByRole("dialog", { name: "Publish later" });
    fireEvent.change(within(empty).getByLabelText("Date and time"), {
      target: { value: `${year}-06-01T14:30` },
    });
    await user.click(within(empty).getByRole("button", { name: "Schedule" }));
    expect(await within(empty).findByText("There are no changes to publish yet.")).toBeTruthy();
    await user.click(within(empty).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    act(() => tree().focus());
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{Delete}");
    await user.click(screen.getByRole("button", { name: "Publish later" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish later" });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const field = within(dialog).getByLabelText("Date and time");
    const hint = within(dialog).getByText(`Times are in your time zone: ${zone}.`);
    expect(field.getAttribute("aria-describedby")).toContain(hint.id);
    within(dialog).getByText(
      "The draft is published as it is at that time: edits made until then are published too.",
    );

    fireEvent.change(field, { target: { value: "2001-01-01T10:00" } });
    await user.click(within(dialog).getByRole("button", { name: "Schedule" }));
    expect(await within(dialog).findByText("Choose a time in the future.")).toBeTruthy();
    expect(api.scheduled).toEqual([]);

    fireEvent.change(field, { target: { value: `${year}-06-01T14:30` } });
    await user.click(within(dialog).getByRole("button", { name: "Schedule" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The edit was saved before the schedule, which names the saved version.
    expect(api.saves).toHaveLength(1);
    expect(api.scheduled).toEqual([
      { version: 1, dateScheduled: new Date(`${year}-06-01T14:30`).toISOString() },
    ]);
    const notice = await screen.findByText(/^Scheduled by Grace to publish on/);
    expect(notice.textContent).toContain(String(year));
    expect(notice.textContent).toContain(`(${zone})`);
    expect(notice.textContent).toContain("Edits made until then are published too.");

    await user.click(screen.getByRole("button", { name: "Cancel Schedule" }));
    await screen.findByText("The draft will not be published by itself.");
    expect(screen.queryByText(/^Scheduled by Grace/)).toBeNull();
  });
});
