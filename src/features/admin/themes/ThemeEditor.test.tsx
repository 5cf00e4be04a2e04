import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { Link, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import {
  signInThrough,
  startInProcessApi,
  type InProcessApi,
} from "../../../../tests/helpers/in-process-fetch";
import { resetSession } from "../../../../tests/helpers/session";
import { UNSAVED_CHANGES_TEXT } from "../../../ui/forms";
import { ToastArea } from "../../../ui/toasts/ToastArea";
import { apiClient } from "../../../../runtime/api/api-client";
import type { Theme } from "../../../../schemas/entities/theme.schema";
import ThemesSection from "./ThemesSection";
import { themePreviewProperties } from "./ThemePreviewFrame";

/** A rule beyond the variables' schema, so the server refuses a value the form lets through. */
const REFUSED_TITLE_BAR_FG = "#123456";

let api: InProcessApi;
beforeAll(async () => {
  api = await startInProcessApi();
  // The API's error body for a refused field (content spec §8), as the server's error handler sends it.
  api.app.addHook("preHandler", async (request, reply) => {
    const body = request.body as { assets?: { variables?: { titleBar?: { fg?: string } } } } | undefined;
    if (request.method !== "PATCH" || body?.assets?.variables?.titleBar?.fg !== REFUSED_TITLE_BAR_FG) return;
    await reply.code(400).send({
      message: "The request is not valid.",
      status: 400,
      errors: [
        {
          field: "fg",
          path: "body.assets.variables.titleBar",
          code: "contrast",
          message: "The title bar's text is too close to its background.",
        },
      ],
    });
  });
}, 60_000);
afterAll(() => api.app.close());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
  act(() => document.body.replaceChildren());
});

function renderEditor(themeID = "harbour") {
  const location = memoryLocation({ path: `/dashboard/themes/${themeID}`, record: true });
  const openSite = vi.fn();
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Router hook={location.hook}>
        <Link href="/elsewhere">Elsewhere</Link>
        <ThemesSection page={themeID} openSite={openSite} />
        <ToastArea />
      </Router>
    </SWRConfig>,
  );
  return { location, openSite };
}

const field = (name: string) => screen.findByRole<HTMLInputElement>("textbox", { name });

describe.sequential(
  "ThemeEditor (content spec §3 theme, §4 revision patch; shell spec §8 unsaved changes)",
  { timeout: 30_000 },
  () => {
    it("theme editor: the form shows the theme's variables, each colour with a colour picker", async () => {
      await signInThrough(api, "admin");
      renderEditor("harbour");
      expect(await screen.findByRole("heading", { name: "Edit Harbour" })).toBeTruthy();
      const { data: harbour } = await apiClient.get<Theme>("themes/harbour");
      const primary = harbour.assets.variables.data.colors?.primary;
      expect((await field("Primary")).value).toBe(primary);
      expect(
        screen.getAllByLabelText("Primary").some((input) => (input as HTMLInputElement).type === "color"),
      ).toBe(true);
      expect(screen.getAllByRole("spinbutton", { name: "Corner radius" })).toHaveLength(2);
    });

    it("theme editor: editing marks the form unsaved and leaving asks first (shell spec §8)", async () => {
      await signInThrough(api, "admin");
      const { location } = renderEditor("harbour");
      const primary = await field("Primary");
      expect(screen.getByRole<HTMLButtonElement>("button", { name: "Preview" }).disabled).toBe(false);
      await userEvent.clear(primary);
      await userEvent.type(primary, "#aa0000");
      expect(screen.getByRole<HTMLButtonElement>("button", { name: "Preview" }).disabled).toBe(true);
      expect(screen.getByRole("status").textContent).toBe("Save to preview the changes on the site.");
      await userEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
      expect(await screen.findByText(UNSAVED_CHANGES_TEXT)).toBeTruthy();
      expect(location.history).toEqual(["/dashboard/themes/harbour"]);
      await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
      expect(screen.queryByText(UNSAVED_CHANGES_TEXT)).toBeNull();
    });

    it("theme editor: the preview gets the edited variables over Plaza's defaults as custom properties", () => {
      const properties = themePreviewProperties({
        colors: { primary: "#aa0000" },
        titleBar: { bg: "#111111" },
      });
      expect(properties["--plaza-color-primary"]).toBe("#aa0000");
      expect(properties["--plaza-title-bar-bg"]).toBe("#111111");
      expect(properties["--plaza-color-bg"]).toBe(themePreviewProperties({})["--plaza-color-bg"]);
      expect(themePreviewProperties({})["--plaza-title-bar-bg"]).toBeUndefined();
    });

    it("theme editor: Save sends the variables (PATCH /themes/{id}), makes a revision and says so", async () => {
      await signInThrough(api, "admin");
      renderEditor("harbour");
      const primary = await field("Primary");
      await userEvent.clear(primary);
      await userEvent.type(primary, "#aa0000");
      await userEvent.click(screen.getByRole("button", { name: "Save" }));
      expect(await screen.findByText("Saved as a new revision.")).toBeTruthy();
      const patch = api.calls.find((call) => call.method === "PATCH");
      expect(patch).toMatchObject({ path: "themes/harbour", status: 200 });
      expect(patch?.body).toMatchObject({ assets: { variables: { colors: { primary: "#aa0000" } } } });
      expect(screen.getByRole<HTMLButtonElement>("button", { name: "Preview" }).disabled).toBe(false);
    });

    it("theme editor: a field the server refuses shows its error under that field (content spec §5, §8)", async () => {
      await signInThrough(api, "admin");
      renderEditor("keystone");
      const titleBar = within(
        (await screen.findAllByRole("group")).find((group) => within(group).queryByText("Title bar"))!,
      );
      const text = titleBar.getByRole<HTMLInputElement>("textbox", { name: "Text" });
      await userEvent.type(text, REFUSED_TITLE_BAR_FG);
      await userEvent.click(screen.getByRole("button", { name: "Save" }));
      // Dark text on the blue bar is under 4.5:1: the editor asks before sending it.
      await userEvent.click(await screen.findByRole("button", { name: "Save anyway" }));
      const message = await screen.findByText("The title bar's text is too close to its background.");
      const describedBy = text.getAttribute("aria-describedby") ?? "";
      expect(describedBy.split(" ").some((id) => document.getElementById(id)?.contains(message))).toBe(true);
    });

    it("theme editor: each text colour's contrast on its background shows and follows the form", async () => {
      await signInThrough(api, "admin");
      renderEditor("harbour");
      const contrast = within(await screen.findByRole("region", { name: "Text contrast" }));
      const linksOnPanels = () => contrast.getByRole("row", { name: /^Links on panels/ });
      expect(linksOnPanels().textContent).toContain("Passes");
      expect(contrast.getByText("All text is readable: every pair reaches 4.5:1.")).toBeTruthy();
      const primary = await field("Primary");
      await userEvent.clear(primary);
      await userEvent.type(primary, "#e0a070");
      expect(linksOnPanels().textContent).toContain("Too low");
      expect(linksOnPanels().textContent).toMatch(/\d\.\d\d:1/);
      expect(contrast.queryByText("All text is readable: every pair reaches 4.5:1.")).toBeNull();
      // Above the form too, with a way down to the table.
      const summary = screen.getByRole("link", { name: "Text contrast" }).closest("p")!;
      expect(summary.textContent).toMatch(/^Under 4\.5:1, hard to read: \d+ of 11\./);
      expect(screen.getByRole("link", { name: "Text contrast" }).getAttribute("href")).toBe(
        `#${screen.getByRole("region", { name: "Text contrast" }).id}`,
      );
    });

    it("theme editor: colours under 4.5:1 are not saved silently: Keep editing sends nothing, Save anyway saves", async () => {
      await signInThrough(api, "admin");
      renderEditor("harbour");
      const primary = await field("Primary");
      await userEvent.clear(primary);
      await userEvent.type(primary, "#e0a070");
      const patches = () => api.calls.filter((call) => call.method === "PATCH").length;
      const before = patches();
      await userEvent.click(screen.getByRole("button", { name: "Save" }));
      const dialog = within(await screen.findByRole("dialog", { name: "Some text would be hard to read" }));
      expect(dialog.getByText(/^Links on the page: /)).toBeTruthy();
      await userEvent.click(dialog.getByRole("button", { name: "Keep editing" }));
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(patches()).toBe(before);
      expect(primary.value).toBe("#e0a070");
      await userEvent.click(screen.getByRole("button", { name: "Save" }));
      await userEvent.click(await screen.findByRole("button", { name: "Save anyway" }));
      expect(await screen.findByText("Saved as a new revision.")).toBeTruthy();
      expect(patches()).toBe(before + 1);
    });

    it("theme editor: Preview stores the preview (PUT /themes/preview) and opens the site", async () => {
      await signInThrough(api, "admin");
      const { openSite } = renderEditor("harbour");
      await userEvent.click(await screen.findByRole("button", { name: "Preview" }));
      await vi.waitFor(() => expect(openSite).toHaveBeenCalledWith("/"));
      expect(api.calls.find((call) => call.method === "PUT")).toMatchObject({
        path: "themes/preview",
        status: 200,
        body: { themeID: "harbour", redirect: "/dashboard/themes/harbour" },
      });
      await apiClient.put("themes/preview", { body: {} });
    });
  },
);
