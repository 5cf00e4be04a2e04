import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { signInThrough } from "../../../../tests/helpers/in-process-fetch";
import { apiAs, setUpInProcessApi } from "../../../../tests/helpers/in-process-api";
import { categoryIDOf } from "../../../../tests/helpers/server";
import { ToastArea } from "../../../ui/toasts/ToastArea";
import { toastStore } from "../../../ui/toasts/toast-store";
import LayoutsSection from "./LayoutsSection";

const api = setUpInProcessApi({});
afterEach(() => act(() => toastStore.clear()));

/** Renders the section at `/dashboard/layouts[/{page}]`, with a router of its own and an empty swr cache. */
function renderLayouts(page?: string) {
  const location = memoryLocation({ path: `/dashboard/layouts${page ? `/${page}` : ""}`, record: true });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <LayoutsSection page={page} />
        <ToastArea />
      </Router>
    </SWRConfig>,
  );
  return location;
}

interface StoredLayout {
  layoutID: number;
  name: string;
  layoutViews: Array<{ recordType: string; recordID: number }>;
}

/** A discussion-list layout made through the API, as another manager would have. */
async function storedLayout(name: string, views: Array<{ recordType: string; recordID: number }> = []) {
  const created = await apiAs(api, "admin", "POST", "/layouts", {
    name,
    layoutViewType: "discussionList",
    layout: [{ $hydrate: "react.section.1-column" }],
  });
  expect(created.status).toBe(201);
  const layout = created.json() as StoredLayout;
  if (views.length > 0) {
    expect((await apiAs(api, "admin", "PUT", `/layouts/${layout.layoutID}/views`, views)).status).toBe(200);
  }
  return layout;
}

async function readLayout(layoutID: number): Promise<{ status: number; body: StoredLayout }> {
  const response = await apiAs(api, "admin", "GET", `/layouts/${layoutID}`);
  return { status: response.status, body: response.json() as StoredLayout };
}

/** A view type's group of layouts, by its heading. */
const group = async (label: string) => screen.findByRole("region", { name: label });
/** A layout's entry in its group's list, by its name. */
async function entry(groupLabel: string, name: string) {
  const list = within(await group(groupLabel)).getByRole("list");
  return vi.waitFor(() => {
    const item = within(list)
      .getAllByRole("listitem")
      .find((candidate) => within(candidate).queryByRole("heading", { name }));
    if (!item) throw new Error(`no layout ${name} in ${groupLabel}`);
    return item;
  });
}

const FLAG = "featureFlags.customLayout.discussionList.Enabled";

describe("LayoutsSection (/dashboard/layouts)", { timeout: 30_000 }, () => {
  it("layouts: one group per view type with its built-in layout, where each applies, and the view's switch (content spec §2 custom-layout flags)", async () => {
    const general = await categoryIDOf(api.app, "general");
    await storedLayout("General's list", [{ recordType: "category", recordID: general }]);
    await signInThrough(api, "admin");
    renderLayouts();
    const headings = ["Home page", "Discussion list", "Category list", "Post page", "New post page"];
    for (const heading of headings) expect(await group(heading)).toBeTruthy();

    const builtIn = await entry("Discussion list", "Discussions Page");
    expect(within(builtIn).getByText("Built-in")).toBeTruthy();
    expect(builtIn.textContent).toContain("Site-wide default");
    // A built-in layout cannot change: it offers a copy to edit, never Edit, Rename or Delete.
    expect(within(builtIn).getByRole("button", { name: "Edit a copy of Discussions Page" })).toBeTruthy();
    expect(within(builtIn).queryByRole("link", { name: /^Edit / })).toBeNull();

    const own = await entry("Discussion list", "General's list");
    await vi.waitFor(() => expect(own.textContent).toContain("Categories: General"));
    const link = within(own).getByRole("link", { name: "General's list" });
    expect(link.getAttribute("href")).toMatch(/^\/dashboard\/layouts\/\d+$/);
    expect(within(own).getByRole("link", { name: "Edit General's list" }).getAttribute("href")).toBe(
      `${link.getAttribute("href")}/edit`,
    );

    const flag = within(await group("Discussion list")).getByRole("switch", {
      name: "Discussion lists use custom layouts",
    });
    await vi.waitFor(() => expect((flag as HTMLInputElement).disabled).toBe(false));
    expect((flag as HTMLInputElement).checked).toBe(false);
    // Home pages have no flag: an applied layout always shows.
    expect(within(await group("Home page")).queryByRole("switch")).toBeNull();
    expect(
      within(await group("Home page")).getByText("Home pages always use the layout applied to them."),
    ).toBeTruthy();
  });

  it("layouts: New layout copies the built-in definition (GET /layouts/{viewType}, POST /layouts) under the name given", async () => {
    await signInThrough(api, "admin");
    renderLayouts();
    await userEvent.click(
      within(await group("Category list")).getByRole("button", { name: "New layout: Category list" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "New layout" });
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(within(dialog).getByText("Name must not be empty.")).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
    await userEvent.type(name, "Tidy categories");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));

    const created = await entry("Category list", "Tidy categories");
    expect(created.textContent).toContain("Applied to: Nowhere");
    const builtIn = await apiAs(api, "admin", "GET", "/layouts/categoryList");
    const { layout, titleBar } = builtIn.json() as { layout: unknown; titleBar: unknown };
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: "POST",
        path: "layouts",
        status: 201,
        body: { name: "Tidy categories", layoutViewType: "categoryList", layout, titleBar },
      }),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("layouts: Copy makes a new layout with the same definition; Rename changes the name only (PATCH name)", async () => {
    const source = await storedLayout("Original");
    await signInThrough(api, "admin");
    renderLayouts();
    await userEvent.click(
      within(await entry("Discussion list", "Original")).getByRole("button", { name: "Copy Original" }),
    );
    const copyDialog = await screen.findByRole("dialog", { name: "Copy layout" });
    expect(within(copyDialog).getByRole<HTMLInputElement>("textbox", { name: "Name" }).value).toBe(
      "Copy of Original",
    );
    await userEvent.click(within(copyDialog).getByRole("button", { name: "Copy" }));
    await entry("Discussion list", "Copy of Original");
    const post = api.calls.find((call) => call.method === "POST" && call.path === "layouts");
    expect(post?.body).toMatchObject({
      name: "Copy of Original",
      layoutViewType: "discussionList",
      layout: [{ $hydrate: "react.section.1-column" }],
    });

    await userEvent.click(
      within(await entry("Discussion list", "Original")).getByRole("button", { name: "Rename Original" }),
    );
    const renameDialog = await screen.findByRole("dialog", { name: "Rename layout" });
    const name = within(renameDialog).getByRole("textbox", { name: "Name" });
    await userEvent.clear(name);
    await userEvent.type(name, "Renamed");
    await userEvent.click(within(renameDialog).getByRole("button", { name: "Rename" }));
    await entry("Discussion list", "Renamed");
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: "PATCH",
        path: `layouts/${source.layoutID}`,
        body: { name: "Renamed" },
        status: 200,
      }),
    );
    expect((await readLayout(source.layoutID)).body.name).toBe("Renamed");
  });

  it("layouts: Apply assigns a layout to a category picked in the dialog (PUT /layouts/{id}/views); an applied layout offers no Delete and says why", async () => {
    const layout = await storedLayout("Per category");
    const ideas = await categoryIDOf(api.app, "ideas-feedback");
    await signInThrough(api, "admin");
    renderLayouts();
    const item = await entry("Discussion list", "Per category");
    expect(within(item).getByRole("button", { name: "Delete Per category" })).toBeTruthy();
    await userEvent.click(within(item).getByRole("button", { name: "Apply Per category" }));
    const dialog = await screen.findByRole("dialog", { name: "Apply Per category" });
    const categories = within(dialog).getByRole("group", { name: "Categories" });
    await userEvent.type(within(categories).getByRole("searchbox", { name: "Filter categories" }), "idea");
    const ideasBox = await within(categories).findByRole("checkbox", { name: "Ideas & Feedback" });
    expect(within(categories).queryByRole("checkbox", { name: "General" })).toBeNull();
    await userEvent.click(ideasBox);
    await userEvent.click(within(dialog).getByRole("button", { name: "Apply" }));

    await vi.waitFor(async () =>
      expect((await entry("Discussion list", "Per category")).textContent).toContain(
        "Categories: Ideas & Feedback",
      ),
    );
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: "PUT",
        path: `layouts/${layout.layoutID}/views`,
        body: [{ recordType: "category", recordID: ideas }],
        status: 200,
      }),
    );
    const applied = await entry("Discussion list", "Per category");
    expect(within(applied).queryByRole("button", { name: "Delete Per category" })).toBeNull();
    expect(within(applied).getByText("Applied layouts cannot be deleted: unassign it first.")).toBeTruthy();
    expect((await readLayout(layout.layoutID)).body.layoutViews).toEqual([
      expect.objectContaining({ recordType: "category", recordID: ideas }),
    ]);
  });

  it("layouts: the Apply dialog names the layout a view moves from, and applies site-wide", async () => {
    const holder = await storedLayout("Holder", [{ recordType: "global", recordID: -1 }]);
    const mover = await storedLayout("Mover");
    try {
      await signInThrough(api, "admin");
      renderLayouts();
      await userEvent.click(
        within(await entry("Discussion list", "Mover")).getByRole("button", { name: "Apply Mover" }),
      );
      const dialog = await screen.findByRole("dialog", { name: "Apply Mover" });
      const siteWide = within(dialog).getByRole("checkbox", { name: /^Site-wide default/ });
      expect(siteWide.closest("label")!.textContent).toContain("(now Holder)");
      await userEvent.click(siteWide);
      await userEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
      await vi.waitFor(async () =>
        expect((await entry("Discussion list", "Mover")).textContent).toContain("Site-wide default"),
      );
      expect((await entry("Discussion list", "Holder")).textContent).toContain("Applied to: Nowhere");
      // The built-in layout is the site-wide default no more.
      expect((await entry("Discussion list", "Discussions Page")).textContent).toContain(
        "Applied to: Nowhere",
      );
      expect((await readLayout(holder.layoutID)).body.layoutViews).toEqual([]);
    } finally {
      await apiAs(api, "admin", "PUT", `/layouts/${mover.layoutID}/views`, []);
    }
  });

  it("layouts: Delete asks, then deletes a layout applied nowhere (DELETE /layouts/{id}); Cancel keeps it", async () => {
    const layout = await storedLayout("Unused");
    await signInThrough(api, "admin");
    renderLayouts();
    const item = await entry("Discussion list", "Unused");
    await userEvent.click(within(item).getByRole("button", { name: "Delete Unused" }));
    let dialog = await screen.findByRole("dialog", { name: "Delete layout" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.calls.filter((call) => call.method === "DELETE")).toEqual([]);

    await userEvent.click(within(item).getByRole("button", { name: "Delete Unused" }));
    dialog = await screen.findByRole("dialog", { name: "Delete layout" });
    expect(dialog.textContent).toContain("Delete Unused?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await vi.waitFor(async () =>
      expect(
        within(within(await group("Discussion list")).getByRole("list")).queryByRole("heading", {
          name: "Unused",
        }),
      ).toBeNull(),
    );
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: "DELETE", path: `layouts/${layout.layoutID}`, status: 204 }),
    );
    expect((await readLayout(layout.layoutID)).status).toBe(404);
  });

  it("layouts: the switch turns a view's custom layouts on and off (PATCH /config, content spec §2)", async () => {
    await signInThrough(api, "admin");
    renderLayouts();
    const flag = within(await group("Discussion list")).getByRole<HTMLInputElement>("switch", {
      name: "Discussion lists use custom layouts",
    });
    await vi.waitFor(() => expect(flag.disabled).toBe(false));
    try {
      await userEvent.click(flag);
      // Shown at once, busy until the server has it.
      expect(flag.checked).toBe(true);
      await vi.waitFor(() => expect(flag.getAttribute("aria-busy")).toBeNull());
      expect(api.calls).toContainEqual(
        expect.objectContaining({ method: "PATCH", path: "config", body: { [FLAG]: true }, status: 204 }),
      );
      const config = await api.app.inject({ url: `/api/v2/config?select=${FLAG}` });
      expect(config.json()).toEqual({ [FLAG]: true });
      await userEvent.click(flag);
      expect(flag.checked).toBe(false);
      await vi.waitFor(() => expect(flag.getAttribute("aria-busy")).toBeNull());
      expect(api.calls.filter((call) => call.method === "PATCH").map((call) => call.body)).toEqual([
        { [FLAG]: true },
        { [FLAG]: false },
      ]);
    } finally {
      await apiAs(api, "admin", "PATCH", "/config", { [FLAG]: false });
    }
  });

  it("layouts: Edit a copy of a built-in layout creates the copy, then opens the editor on it", async () => {
    await signInThrough(api, "admin");
    const location = renderLayouts();
    await userEvent.click(
      within(await entry("Post page", "Post Page")).getByRole("button", {
        name: "Edit a copy of Post Page",
      }),
    );
    await vi.waitFor(() => expect(location.history!.at(-1)).toMatch(/^\/dashboard\/layouts\/\d+\/edit$/));
    const layoutID = Number(location.history!.at(-1)!.split("/")[3]);
    const copy = (await readLayout(layoutID)).body;
    expect(copy).toMatchObject({ name: "Copy of Post Page", layoutViewType: "post" });
  });

  it("layouts: a layout whose draft is scheduled says when it publishes, until the schedule is cancelled", async () => {
    const layout = await storedLayout("Scheduled list");
    const saved = await apiAs(api, "admin", "PUT", `/layouts/${layout.layoutID}/draft`, {
      layout: [{ $hydrate: "react.section.1-column" }],
      version: 0,
    });
    const due = new Date(Date.now() + 48 * 3_600_000);
    due.setUTCSeconds(0, 0);
    const scheduled = await apiAs(api, "admin", "POST", `/layouts/${layout.layoutID}/publish`, {
      version: (saved.json() as { version: number }).version,
      dateScheduled: due.toISOString(),
    });
    expect(scheduled.status).toBe(200);
    try {
      await signInThrough(api, "admin");
      renderLayouts();
      const item = await entry("Discussion list", "Scheduled list");
      const line = await within(item).findByText("Publishes its draft on:");
      const time = line.parentElement!.querySelector("time")!;
      expect(time.getAttribute("datetime")).toBe(due.toISOString());
      expect(
        within(await entry("Discussion list", "Discussions Page")).queryByText("Publishes its draft on:"),
      ).toBeNull();
    } finally {
      await apiAs(api, "admin", "DELETE", `/layouts/${layout.layoutID}/schedule`);
      await apiAs(api, "admin", "DELETE", `/layouts/${layout.layoutID}`);
    }
  });

  it("layouts: a layout's page shows its name, page type and where it applies; a built-in one has no history", async () => {
    const general = await categoryIDOf(api.app, "general");
    const layout = await storedLayout("Shown", [{ recordType: "category", recordID: general }]);
    try {
      await signInThrough(api, "admin");
      renderLayouts(String(layout.layoutID));
      expect(await screen.findByRole("heading", { level: 3, name: "Shown" })).toBeTruthy();
      expect(screen.getByRole("link", { name: "All layouts" }).getAttribute("href")).toBe(
        "/dashboard/layouts",
      );
      expect(screen.getByText("Discussion list")).toBeTruthy();
      expect(await screen.findByText("Categories: General")).toBeTruthy();
      expect(screen.getByRole("link", { name: "Edit Shown" }).getAttribute("href")).toBe(
        `/dashboard/layouts/${layout.layoutID}/edit`,
      );
    } finally {
      await apiAs(api, "admin", "PUT", `/layouts/${layout.layoutID}/views`, []);
    }
    act(() => document.body.replaceChildren());
    renderLayouts("home");
    expect(await screen.findByRole("heading", { level: 3, name: "Home Page" })).toBeTruthy();
    expect(screen.getByText("A built-in layout has no history: copy it to change it.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edit a copy" })).toBeTruthy();
  });

  it("layouts: a moderator's list call is refused and the section says so", async () => {
    await signInThrough(api, "moderator");
    renderLayouts();
    expect((await screen.findByRole("alert")).textContent).toContain("Permission Problem");
  });
});
