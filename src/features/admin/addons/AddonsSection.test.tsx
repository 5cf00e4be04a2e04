import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { signInThrough } from "../../../../tests/helpers/in-process-fetch";
import { setUpInProcessApi } from "../../../../tests/helpers/in-process-api";
import { signInAs, writeHeaders } from "../../../../tests/helpers/server";
import type { Addon } from "../../../../schemas/entities/addon.schema";
import { ToastArea } from "../../../ui/toasts/ToastArea";
import { toastStore } from "../../../ui/toasts/toast-store";
import AddonsSection from "./AddonsSection";

const api = setUpInProcessApi({});
afterEach(() => act(() => toastStore.clear()));

function renderAddons() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AddonsSection />
      <ToastArea />
    </SWRConfig>,
  );
}

async function addonsOnServer(): Promise<Addon[]> {
  const response = await api.app.inject({
    method: "GET",
    url: "/api/v2/addons?type=addon",
    headers: { cookie: await signInAs(api.app, "admin") },
  });
  return response.json() as Addon[];
}

/** A page loads its first chunks slowly on a busy machine. */
const PAGE_TIMEOUT_MS = 20_000;

describe("AddonsSection (/dashboard/addons)", { timeout: PAGE_TIMEOUT_MS }, () => {
  it("addons: lists each addon with its description and a switch showing whether it is enabled", async () => {
    await signInThrough(api, "admin");
    renderAddons();
    const list = await screen.findByRole("list", { name: "Addons" });
    const addons = await addonsOnServer();
    expect(addons.length).toBeGreaterThan(0);
    for (const addon of addons) {
      const toggle = within(list).getByRole("switch", { name: addon.name });
      expect(toggle.getAttribute("aria-checked")).toBe(String(addon.enabled));
      if (addon.description) expect(within(list).getByText(addon.description)).toBeTruthy();
    }
    expect(api.calls[0]).toEqual(
      expect.objectContaining({ method: "GET", path: "addons?type=addon", status: 200 }),
    );
  });

  it("addons: switching an addon sends PATCH /addons/{id} {enabled}, persists, and tells a reload shows it", async () => {
    await signInThrough(api, "admin");
    renderAddons();
    const [addon] = await addonsOnServer();
    const toggle = await screen.findByRole("switch", { name: addon!.name });
    await userEvent.click(toggle);
    const enabled = !addon!.enabled;
    await vi.waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe(String(enabled)));
    expect(
      await screen.findByText(
        `${addon!.name} is ${enabled ? "enabled" : "disabled"}. Reload the page to see the change on the site.`,
      ),
    ).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "PATCH")).toEqual([
      expect.objectContaining({ path: `addons/${addon!.addonID}`, body: { enabled }, status: 200 }),
    ]);
    expect((await addonsOnServer()).find((a) => a.addonID === addon!.addonID)?.enabled).toBe(enabled);
  });

  it("addons: a refused switch shows the server's message in a toast and leaves the addon as it was", async () => {
    await signInThrough(api, "admin");
    renderAddons();
    const [addon] = await addonsOnServer();
    const toggle = await screen.findByRole("switch", { name: addon!.name });
    // The administrator's rights end elsewhere: the next call is a member's, who may not switch addons.
    await signInThrough(api, "member");
    await userEvent.click(toggle);
    const refused = await vi.waitFor(() => {
      const patch = api.calls.find((call) => call.method === "PATCH");
      expect(patch?.status).toBe(403);
      return patch!;
    });
    expect(refused.path).toBe(`addons/${addon!.addonID}`);
    const { message } = (
      await api.app.inject({
        method: "PATCH",
        url: `/api/v2/addons/${addon!.addonID}`,
        headers: { ...writeHeaders, cookie: await signInAs(api.app, "member") },
        payload: { enabled: !addon!.enabled },
      })
    ).json() as { message: string };
    expect(await screen.findByText(message)).toBeTruthy();
    expect(toggle.getAttribute("aria-checked")).toBe(String(addon!.enabled));
    expect((await addonsOnServer()).find((a) => a.addonID === addon!.addonID)?.enabled).toBe(addon!.enabled);
  });
});
