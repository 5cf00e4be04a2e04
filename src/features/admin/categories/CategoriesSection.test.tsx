import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { signInThrough } from "../../../../tests/helpers/in-process-fetch";
import { setUpInProcessApi } from "../../../../tests/helpers/in-process-api";
import { buildCategory, buildUser, insertDiscussion } from "../../../../tests/helpers/factories";
import { ToastArea } from "../../../ui/toasts/ToastArea";
import { toastStore } from "../../../ui/toasts/toast-store";
import CategoriesSection from "./CategoriesSection";

const api = setUpInProcessApi({});
afterEach(() => act(() => toastStore.clear()));

/** Renders the section at `/dashboard/categories[/{page}]`, with a router of its own and an empty swr cache. */
function renderCategories(page?: string) {
  const location = memoryLocation({ path: `/dashboard/categories${page ? `/${page}` : ""}`, record: true });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <CategoriesSection page={page} />
        <ToastArea />
      </Router>
    </SWRConfig>,
  );
  return location;
}

const rowOf = (categoryID: number) =>
  api.app.db.selectFrom("categories").selectAll().where("categoryID", "=", categoryID).executeTakeFirst();

/** The section loads its form engine on first use, which takes seconds on a busy machine. */
const PAGE_TIMEOUT_MS = 30_000;

describe("CategoriesSection (/dashboard/categories)", { timeout: PAGE_TIMEOUT_MS }, () => {
  it("adds a category under a parent from the generated form (POST /categories)", async () => {
    const parent = await buildCategory(api.app.db, { name: "Hobbies" });
    await signInThrough(api, "admin");
    renderCategories();
    await userEvent.click(await screen.findByRole("button", { name: "New category" }));
    const dialog = screen.getByRole("dialog", { name: "New category" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Knitting");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^URL code/ }), "knitting");
    await userEvent.selectOptions(
      within(dialog).getByRole("combobox", { name: /^Parent category/ }),
      "Hobbies",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Knitting was saved.")).toBeTruthy();
    const created = await api.app.db
      .selectFrom("categories")
      .selectAll()
      .where("urlcode", "=", "knitting")
      .executeTakeFirstOrThrow();
    expect(created).toMatchObject({ name: "Knitting", parentCategoryID: parent.categoryID, depth: 2 });
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([
      expect.objectContaining({ path: "categories", status: 201 }),
    ]);
    expect(within(screen.getByRole("list", { name: "Categories" })).getByText("Knitting")).toBeTruthy();
  });

  it("edits a category's name and shows the server's field error for a taken URL code", async () => {
    const taken = await buildCategory(api.app.db, { name: "Taken" });
    const edited = await buildCategory(api.app.db, { name: "Old name" });
    await signInThrough(api, "admin");
    renderCategories();
    await userEvent.click(await screen.findByRole("button", { name: "Edit Old name" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Old name" });
    const urlcode = within(dialog).getByRole("textbox", { name: /^URL code/ });
    await userEvent.clear(urlcode);
    await userEvent.type(urlcode, taken.urlcode);
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(urlcode.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getAllByText("Another category has this URL code.").length).toBeGreaterThan(0);
    await userEvent.clear(urlcode);
    await userEvent.type(urlcode, "new-name");
    const name = within(dialog).getByRole("textbox", { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, "New name");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("New name was saved.")).toBeTruthy();
    expect(await rowOf(edited.categoryID)).toMatchObject({ name: "New name", urlcode: "new-name" });
  });

  it("moves a category by keyboard: up among its siblings, then into the one above, announcing each place", async () => {
    const parent = await buildCategory(api.app.db, { name: "Outdoors" });
    const first = await buildCategory(api.app.db, { name: "Hiking", parentID: parent.categoryID });
    const second = await buildCategory(api.app.db, { name: "Climbing", parentID: parent.categoryID });
    await signInThrough(api, "admin");
    renderCategories();
    const up = await screen.findByRole("button", { name: "Move Climbing up" });
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Move Hiking up" }).disabled).toBe(true);
    up.focus();
    await userEvent.keyboard("{Enter}");
    await vi.waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Climbing moved to position 1 of 2."),
    );
    expect((await rowOf(second.categoryID))?.sort).toBeLessThan((await rowOf(first.categoryID))!.sort);
    // The focus stays with Climbing: up is now disabled, so its next control has it.
    await vi.waitFor(() =>
      expect(document.activeElement?.getAttribute("aria-label")).toMatch(/^Move Climbing/),
    );

    // Hiking is now second: into the category above it (Climbing).
    screen.getByRole("button", { name: "Indent Hiking into the category above" }).focus();
    await userEvent.keyboard("{Enter}");
    await vi.waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Hiking moved to position 1 of 1."),
    );
    expect(await rowOf(first.categoryID)).toMatchObject({ parentCategoryID: second.categoryID, depth: 3 });
  });

  it("deletes a category after asking where its discussions go, following the job to its end", async () => {
    const author = await buildUser(api.app.db);
    const doomed = await buildCategory(api.app.db, { name: "Doomed" });
    const target = await buildCategory(api.app.db, { name: "Haven" });
    const ids = [
      await insertDiscussion(api.app.db, { categoryID: doomed.categoryID, insertUserID: author.userID }),
      await insertDiscussion(api.app.db, { categoryID: doomed.categoryID, insertUserID: author.userID }),
    ];
    // Inserted directly, so the stored count is set as posting would.
    await api.app.db
      .updateTable("categories")
      .set({ countDiscussions: 2 })
      .where("categoryID", "=", doomed.categoryID)
      .execute();
    await signInThrough(api, "admin");
    renderCategories();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Doomed" }));
    const dialog = screen.getByRole("dialog", { name: "Delete Doomed" });
    expect(within(dialog).getByRole("group", { name: "What happens to its 2 discussions?" })).toBeTruthy();
    expect(
      within(dialog).getByRole<HTMLInputElement>("radio", { name: "Move them to another category" }).checked,
    ).toBe(true);
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Category" }), "Haven");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Doomed was deleted.")).toBeTruthy();
    expect(await rowOf(doomed.categoryID)).toBeUndefined();
    const moved = await api.app.db
      .selectFrom("discussions")
      .select("categoryID")
      .where("discussionID", "in", ids)
      .execute();
    expect(moved.map((row) => row.categoryID)).toEqual([target.categoryID, target.categoryID]);
    expect(api.calls.filter((call) => call.method === "DELETE")).toEqual([
      expect.objectContaining({ path: `categories/${doomed.categoryID}`, status: 200 }),
    ]);
    await vi.waitFor(() => expect(screen.queryByRole("button", { name: "Delete Doomed" })).toBeNull());
  });

  it("gives a category permissions of its own and saves each role's grid (PUT /categories/{id}/permissions)", async () => {
    const category = await buildCategory(api.app.db, { name: "Backstage" });
    await signInThrough(api, "admin");
    renderCategories(String(category.categoryID));
    expect(await screen.findByText("This category follows the site-wide permissions.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Give it permissions of its own" }));
    const guest = await screen.findByRole("group", { name: "Guest" });
    const view = within(guest).getByRole<HTMLInputElement>("checkbox", { name: "View" });
    expect(view.checked).toBe(true);
    await userEvent.click(view);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your changes were saved.")).toBeTruthy();
    const guestRole = await api.app.db
      .selectFrom("roles")
      .select("roleID")
      .where("type", "=", "guest")
      .executeTakeFirstOrThrow();
    const grant = await api.app.db
      .selectFrom("role_permissions")
      .select("allowed")
      .where("roleID", "=", guestRole.roleID)
      .where("resourceType", "=", "category")
      .where("resourceID", "=", category.categoryID)
      .where("permission", "=", "discussions.view")
      .executeTakeFirstOrThrow();
    expect(grant.allowed).toBe(0);
  });
});
