import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { Link, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import userEvent from "@testing-library/user-event";
import {
  signInThrough,
  startInProcessApi,
  type InProcessApi,
} from "../../../../tests/helpers/in-process-fetch";
import { resetSession } from "../../../../tests/helpers/session";
import { signInAs, writeHeaders } from "../../../../tests/helpers/server";
import { UNSAVED_CHANGES_TEXT } from "../../../ui/forms";
import TranslationsSection from "./TranslationsSection";

let api: InProcessApi;
let general: { categoryID: number; name: string };
beforeAll(async () => {
  api = await startInProcessApi();
  general = await api.app.db
    .selectFrom("categories")
    .select(["categoryID", "name"])
    .where("urlcode", "=", "general")
    .executeTakeFirstOrThrow();
}, 30_000);
beforeEach(async () => {
  await api.app.db.deleteFrom("translations").execute();
});
afterAll(() => api.app.close());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
  act(() => document.body.replaceChildren());
});

function renderEditor() {
  const location = memoryLocation({ path: "/dashboard/translations", record: true });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Link href="/dashboard/settings">Settings</Link>
        <TranslationsSection />
      </Router>
    </SWRConfig>,
  );
  return location;
}

/** The translation input of a source text (labelled by it). */
const field = (source: string) => screen.findByRole<HTMLInputElement>("textbox", { name: source });

async function stored(locale = "fr") {
  const rows = await api.app.db.selectFrom("translations").selectAll().where("locale", "=", locale).execute();
  return Object.fromEntries(
    rows.map((r) => [`${r.recordType}.${r.recordKey}.${r.propertyName}`, r.translation]),
  );
}

async function storeFrench(translation: string) {
  await api.app.db
    .insertInto("translations")
    .values({
      resource: "plaza",
      recordType: "category",
      recordKey: String(general.categoryID),
      propertyName: "name",
      locale: "fr",
      translation,
      dateUpdated: new Date().toISOString(),
    })
    .execute();
}

describe("TranslationsSection (shell spec §4 translation editor)", { timeout: 20_000 }, () => {
  it("translation editor: offers French and Arabic and the categories' source texts with their maxLength", async () => {
    await signInThrough(api, "admin");
    renderEditor();
    const name = await field(general.name);
    expect(name.maxLength).toBe(200);
    const locales = within(screen.getByRole("combobox", { name: "Locale" })).getAllByRole("option");
    expect(locales.map((o) => o.getAttribute("value"))).toEqual(["fr", "ar"]);
  });

  it('translation editor: an empty translation is described "Not translated", an edited one "You have unsaved changes" (shell spec §8)', async () => {
    await signInThrough(api, "admin");
    renderEditor();
    const name = await field(general.name);
    expect(name).toHaveProperty("value", "");
    expect(screen.getByRole("textbox", { name: general.name, description: "Not translated" })).toBe(name);
    await userEvent.type(name, "Général");
    expect(screen.getByRole("textbox", { name: general.name, description: "You have unsaved changes" })).toBe(
      name,
    );
  });

  it("translation editor: saving merges the edits with PATCH /translations/plaza and clears the form", async () => {
    await storeFrench("Général");
    await signInThrough(api, "admin");
    renderEditor();
    const name = await field(general.name);
    await waitFor(() => expect(name.value).toBe("Général"));
    const [description] = (await screen.findAllByRole<HTMLTextAreaElement>("textbox")).filter(
      (el) =>
        el.tagName === "TEXTAREA" &&
        el.getAttribute("aria-labelledby") !== name.getAttribute("aria-labelledby"),
    );
    await userEvent.type(description!, "Tout le reste");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your changes were saved.")).toBeTruthy();
    const patches = api.calls.filter((call) => call.method === "PATCH");
    expect(patches).toEqual([
      expect.objectContaining({
        path: "translations/plaza",
        status: 200,
        body: [
          expect.objectContaining({
            propertyName: "description",
            locale: "fr",
            translation: "Tout le reste",
          }),
        ],
      }),
    ]);
    expect(Object.values(await stored())).toEqual(expect.arrayContaining(["Général", "Tout le reste"]));
    expect(screen.queryByRole("textbox", { description: "You have unsaved changes" })).toBeNull();
  });

  it("translation editor: an emptied field that had a translation is removed with PATCH …/remove", async () => {
    await storeFrench("Général");
    await signInThrough(api, "admin");
    renderEditor();
    const name = await field(general.name);
    await waitFor(() => expect(name.value).toBe("Général"));
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your changes were saved.")).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "PATCH")).toEqual([
      expect.objectContaining({ path: "translations/plaza/remove", status: 200 }),
    ]);
    expect(await stored()).toEqual({});
    const after = await field(general.name);
    const describedBy = (after.getAttribute("aria-describedby") ?? "").split(" ");
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual(["Not translated"]);
  });

  it("translation editor: switching locale with unsaved edits asks first; Cancel keeps them (shell spec §4, §8)", async () => {
    await signInThrough(api, "admin");
    renderEditor();
    await userEvent.type(await field(general.name), "Général");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Locale" }), "ar");
    const dialog = screen.getByRole("dialog", { name: "Unsaved Changes" });
    expect(within(dialog).getByText(UNSAVED_CHANGES_TEXT)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Locale" }).value).toBe("fr");
    expect((await field(general.name)).value).toBe("Général");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Locale" }), "ar");
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Continue" }));
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Locale" }).value).toBe("ar");
    expect((await field(general.name)).value).toBe("");
  });

  it("translation editor: leaving with unsaved edits shows the unsaved changes dialog", async () => {
    await signInThrough(api, "admin");
    const location = renderEditor();
    await userEvent.type(await field(general.name), "Général");
    await userEvent.click(screen.getByRole("link", { name: "Settings" }));
    const dialog = screen.getByRole("dialog", { name: "Unsaved Changes" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(location.history.at(-1)).toBe("/dashboard/settings");
  });

  it("translation editor: the widgets' titles are one record type of their own", async () => {
    await signInThrough(api, "admin");
    renderEditor();
    await field(general.name);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Content" }), "widget");
    expect(await field("Recent Discussions")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: general.name })).toBeNull();
  });

  it("translation editor: the labels a layout sets in its own title bar are navigation labels to translate", async () => {
    const cookie = await signInAs(api.app, "admin");
    const created = await api.app.inject({
      method: "POST",
      url: "/api/v2/layouts",
      headers: { ...writeHeaders, cookie },
      payload: {
        name: "Events home",
        layoutViewType: "home",
        layout: [{ $hydrate: "react.section.1-column" }],
        titleBar: { $hydrate: "react.titlebar", navigation: [{ name: "Upcoming Events", url: "/events" }] },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { layoutID } = created.json() as { layoutID: number };
    try {
      await signInThrough(api, "admin");
      renderEditor();
      await field(general.name);
      await userEvent.selectOptions(screen.getByRole("combobox", { name: "Content" }), "navigation");
      const content = screen.getByRole("combobox", { name: "Content" });
      const hint = document.getElementById(content.getAttribute("aria-describedby") ?? "");
      expect(hint?.textContent).toContain("in their own title bar");
      await userEvent.type(await field("Upcoming Events"), "Événements à venir");
      await userEvent.click(screen.getByRole("button", { name: "Save" }));
      expect(await screen.findByText("Your changes were saved.")).toBeTruthy();
      expect(Object.entries(await stored())).toEqual([
        [expect.stringMatching(/^navigation\.n[0-9a-f]{16}\.name$/), "Événements à venir"],
      ]);
    } finally {
      await api.app.inject({
        method: "DELETE",
        url: `/api/v2/layouts/${layoutID}`,
        headers: { ...writeHeaders, cookie },
      });
    }
  });
});
