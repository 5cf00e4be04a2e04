import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, render, screen, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import userEvent from "@testing-library/user-event";
import {
  signInThrough,
  startInProcessApi,
  type InProcessApi,
} from "../../../../tests/helpers/in-process-fetch";
import { resetSession } from "../../../../tests/helpers/session";
import { UNSAVED_CHANGES_TEXT } from "../../../ui/forms";
import SettingsSection from "./SettingsSection";

/** A site rule beyond the config schema, so the server refuses a value the form lets through. */
const MAX_EDIT_TIMEOUT = 31_536_000;

let api: InProcessApi;
beforeAll(async () => {
  api = await startInProcessApi();
  // The API's error body for a refused field (content spec §8), as the server's error handler sends it.
  api.app.addHook("preHandler", async (request, reply) => {
    const body = request.body as Record<string, unknown> | undefined;
    const timeout = body?.["ui.editContentTimeout"];
    if (request.method !== "PATCH" || typeof timeout !== "number" || timeout <= MAX_EDIT_TIMEOUT) return;
    await reply.code(400).send({
      message: "The request is not valid.",
      status: 400,
      errors: [
        {
          field: "ui.editContentTimeout",
          path: "body",
          code: "maximum",
          message: "The editing timeout may be at most a year.",
        },
      ],
    });
  });
}, 30_000);
afterAll(() => api.app.close());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
  act(() => document.body.replaceChildren());
});

/** Renders the section at its address, with a router of its own and an empty swr cache. */
function renderSettings(page?: string) {
  const location = memoryLocation({ path: `/dashboard/settings${page ? `/${page}` : ""}`, record: true });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <SettingsSection page={page} />
      </Router>
    </SWRConfig>,
  );
  return location;
}

async function configValue(key: string): Promise<unknown> {
  const response = await api.app.inject({ method: "GET", url: `/api/v2/config?select=${key}` });
  return (response.json() as Record<string, unknown>)[key];
}

/** The text of the elements a control is described by (its help and its errors). */
function describedText(control: HTMLElement): string {
  const ids = (control.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" | ");
}

describe("SettingsSection (/dashboard/settings/{group})", () => {
  it("settings: /dashboard/settings shows the first page, loaded with GET /config?select=", async () => {
    await signInThrough(api, "admin");
    renderSettings();
    const name = await screen.findByRole<HTMLInputElement>("textbox", { name: "Site name" });
    expect(name.value).toBe(await configValue("ui.siteName"));
    expect(screen.getByRole("heading", { level: 3, name: "Site name and logo" })).toBeTruthy();
    expect(screen.getByText("Site name", { selector: "label" }).textContent).toBe("Site name*");
    const nav = screen.getByRole("navigation", { name: "Settings pages" });
    expect(within(nav).getByRole("link", { name: "Site name and logo" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Editing" }).getAttribute("href")).toBe(
      "/dashboard/settings/editing",
    );
    expect(api.calls).toEqual([expect.objectContaining({ method: "GET", status: 200 })]);
    expect(api.calls[0]!.path).toMatch(/^config\?select=ui\.siteName%2Cui\.description%2C/);
  });

  it("settings: saving a page sends PATCH /config with only the changed keys", async () => {
    await signInThrough(api, "admin");
    renderSettings("signatures");
    const show = await screen.findByRole<HTMLInputElement>("checkbox", { name: "Show member signatures" });
    const wasShown = show.checked;
    await userEvent.click(show);
    const height = screen.getByRole("spinbutton", { name: "Largest signature image height (px)" });
    await userEvent.clear(height);
    await userEvent.type(height, "80");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your changes were saved.")).toBeTruthy();
    const patches = api.calls.filter((call) => call.method === "PATCH");
    expect(patches).toEqual([
      expect.objectContaining({
        path: "config",
        status: 204,
        body: { "signatures.enabled": !wasShown, "signatures.imageMaxHeight": 80 },
      }),
    ]);
    expect(await configValue("signatures.imageMaxHeight")).toBe(80);
  });

  it("settings: an administrator sets the logo's address, stored by PATCH /config (shell spec §2 title bar)", async () => {
    await signInThrough(api, "admin");
    renderSettings("site");
    const logo = await screen.findByRole<HTMLInputElement>("textbox", { name: "Logo" });
    expect(logo.value).toBe("");
    await userEvent.type(logo, "/uploads/plaza-logo.svg");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your changes were saved.")).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "PATCH")).toEqual([
      expect.objectContaining({
        path: "config",
        status: 204,
        body: { "ui.logo": "/uploads/plaza-logo.svg" },
      }),
    ]);
    expect(await configValue("ui.logo")).toBe("/uploads/plaza-logo.svg");
  });

  it("settings: a logo address that fails the safe-link rule is shown under its field and not sent (content spec §5)", async () => {
    await signInThrough(api, "admin");
    renderSettings("site");
    const mobileLogo = await screen.findByRole("textbox", { name: "Mobile logo" });
    await userEvent.type(mobileLogo, "javascript:alert(1)");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(mobileLogo.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(mobileLogo)).toBe(
      "The logo on phones; the logo above shows without one. | Use an address that starts with https://, http:// or /.",
    );
    expect(api.calls.filter((call) => call.method === "PATCH")).toEqual([]);
    expect(await configValue("ui.mobileLogo")).toBe("");
  });

  it("settings: PATCH /config failure shows the field error under Editing timeout (content spec §5, §8)", async () => {
    await signInThrough(api, "admin");
    renderSettings("editing");
    const before = await configValue("ui.editContentTimeout");
    const timeout = await screen.findByRole("spinbutton", { name: "Editing timeout" });
    await userEvent.clear(timeout);
    await userEvent.type(timeout, String(MAX_EDIT_TIMEOUT + 1));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The request is not valid.");
    expect(timeout.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(timeout)).toBe(
      "Seconds an author may edit their post after posting it; -1 for no limit. | The editing timeout may be at most a year.",
    );
    expect(api.calls.filter((call) => call.method === "PATCH").map((call) => call.status)).toEqual([400]);
    expect(await configValue("ui.editContentTimeout")).toBe(before);
  });

  it("settings: a value the config schema refuses is shown under its field and not sent", async () => {
    await signInThrough(api, "admin");
    renderSettings("editing");
    const timeout = await screen.findByRole("spinbutton", { name: "Editing timeout" });
    await userEvent.clear(timeout);
    await userEvent.type(timeout, "-5");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(describedText(timeout)).toContain("must be >= -1");
    expect(api.calls.filter((call) => call.method === "PATCH")).toEqual([]);
  });

  it("settings: leaving a page with unsaved changes asks first (shell spec §8)", async () => {
    await signInThrough(api, "admin");
    const location = renderSettings("tagging");
    await userEvent.click(await screen.findByRole("checkbox", { name: "Members may tag posts" }));
    await userEvent.click(screen.getByRole("link", { name: "Embed" }));
    const dialog = screen.getByRole("dialog", { name: "Unsaved Changes" });
    expect(within(dialog).getByText(UNSAVED_CHANGES_TEXT)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(location.history.at(-1)).toBe("/dashboard/settings/embed");
  });

  it("settings: an unknown settings page says it could not be found", async () => {
    await signInThrough(api, "admin");
    renderSettings("nonsense");
    expect(screen.getByRole("alert").textContent).toBe("The page you were looking for could not be found.");
  });
});
