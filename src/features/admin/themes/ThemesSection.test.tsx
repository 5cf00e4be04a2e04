import { describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { signInThrough } from "../../../../tests/helpers/in-process-fetch";
import { apiAs, setUpInProcessApi } from "../../../../tests/helpers/in-process-api";
import { ToastArea } from "../../../ui/toasts/ToastArea";
import ThemesSection from "./ThemesSection";

const api = setUpInProcessApi({});

function renderSection() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ThemesSection />
      <ToastArea />
    </SWRConfig>,
  );
}

const cards = async () =>
  within(await screen.findByRole("list", { name: "Themes" })).getAllByRole("listitem");
const cardOf = async (name: string) =>
  (await cards()).find((card) => within(card).queryByRole("heading", { name }))!;

describe("ThemesSection (content spec §6 administration, §7 themes)", () => {
  it("themes: lists every theme, the current one first and marked, its Apply disabled", async () => {
    await signInThrough(api, "admin");
    renderSection();
    const names = (await cards()).map((card) => within(card).getByRole("heading").textContent);
    expect(names[0]).toBe("Keystone");
    expect(names).toEqual(expect.arrayContaining(["Keystone Dark", "Harbour"]));
    const keystone = await cardOf("Keystone");
    expect(within(keystone).getByText("Current")).toBeTruthy();
    expect(within(keystone).getByRole<HTMLButtonElement>("button", { name: "Apply Keystone" }).disabled).toBe(
      true,
    );
  });

  it("themes: Apply makes the theme the site's (PUT /themes/current) and marks it current", async () => {
    await signInThrough(api, "admin");
    renderSection();
    try {
      await userEvent.click(within(await cardOf("Harbour")).getByRole("button", { name: "Apply Harbour" }));
      expect(await within(await cardOf("Harbour")).findByText("Current")).toBeTruthy();
      expect(within(await cardOf("Keystone")).queryByText("Current")).toBeNull();
      expect(api.calls).toContainEqual(
        expect.objectContaining({
          method: "PUT",
          path: "themes/current",
          body: { themeID: "harbour" },
          status: 200,
        }),
      );
      const page = await api.app.inject({ url: "/" });
      expect(page.body).toContain("--plaza-color-primary: #a64b24;");
    } finally {
      await (
        await api.fetchAs("admin")
      )("/api/v2/themes/current", {
        method: "PUT",
        headers: { "x-requested-with": "XMLHttpRequest", "content-type": "application/json" },
        body: JSON.stringify({ themeID: "keystone" }),
      });
    }
  });

  it("themes: Delete is offered for the site's own themes but the applied one and built-ins; it asks first, then deletes (DELETE /themes/{id})", async () => {
    const made = await apiAs(api, "admin", "POST", "/themes", { name: "Short Lived" });
    expect(made.status).toBe(201);
    const { themeID } = made.json() as { themeID: string };
    await signInThrough(api, "admin");
    renderSection();
    const card = await cardOf("Short Lived");
    for (const builtIn of ["Keystone", "Harbour"]) {
      expect(within(await cardOf(builtIn)).queryByRole("button", { name: `Delete ${builtIn}` })).toBeNull();
    }

    await userEvent.click(within(card).getByRole("button", { name: "Delete Short Lived" }));
    let dialog = await screen.findByRole("dialog", { name: "Delete Theme" });
    expect(dialog.textContent).toContain("Are you sure you want to delete Short Lived?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.calls.some((call) => call.method === "DELETE")).toBe(false);

    await userEvent.click(
      within(await cardOf("Short Lived")).getByRole("button", { name: "Delete Short Lived" }),
    );
    dialog = await screen.findByRole("dialog", { name: "Delete Theme" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: "DELETE", path: `themes/${themeID}`, status: 204 }),
    );
    await waitFor(async () =>
      expect(
        (await cards()).some((item) => within(item).queryByRole("heading", { name: "Short Lived" })),
      ).toBe(false),
    );
    expect(await screen.findByText("Short Lived was deleted.")).toBeTruthy();
  });

  it("themes: the applied theme of the site's own offers no Delete", async () => {
    const made = await apiAs(api, "admin", "POST", "/themes", { name: "Applied Own" });
    const { themeID } = made.json() as { themeID: string };
    await apiAs(api, "admin", "PUT", "/themes/current", { themeID });
    try {
      await signInThrough(api, "admin");
      renderSection();
      const card = await cardOf("Applied Own");
      expect(within(card).getByText("Current")).toBeTruthy();
      expect(within(card).queryByRole("button", { name: "Delete Applied Own" })).toBeNull();
    } finally {
      await apiAs(api, "admin", "PUT", "/themes/current", { themeID: "keystone" });
    }
  });

  it("themes: a moderator's list call is refused and the section says so", async () => {
    await signInThrough(api, "moderator");
    renderSection();
    expect((await screen.findByRole("alert")).textContent).toContain("Permission Problem");
  });
});
