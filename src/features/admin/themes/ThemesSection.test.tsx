import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { signInThrough } from "../../../../tests/helpers/in-process-fetch";
import { setUpInProcessApi } from "../../../../tests/helpers/in-process-api";
import ThemesSection from "./ThemesSection";

const api = setUpInProcessApi({});

function renderSection() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ThemesSection />
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

  it("themes: a moderator's list call is refused and the section says so", async () => {
    await signInThrough(api, "moderator");
    renderSection();
    expect((await screen.findByRole("alert")).textContent).toContain("Permission Problem");
  });
});
