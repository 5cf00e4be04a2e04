import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { signInAs, writeHeaders } from "../../../tests/helpers/server";
import { signInThrough, startInProcessApi, type InProcessApi } from "../../../tests/helpers/in-process-fetch";
import { resetSession } from "../../../tests/helpers/session";
import { PrivacySettingsForm } from "./PrivacySettingsForm";

let api: InProcessApi;
beforeAll(async () => {
  api = await startInProcessApi();
}, 30_000);
afterAll(() => api.app.close());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetSession();
  for (const name of ["plaza-anonymize", "forum-anonymize"]) document.cookie = `${name}=; path=/; max-age=0`;
  act(() => document.body.replaceChildren());
});

const radio = (name: string) => screen.getByRole<HTMLInputElement>("radio", { name });
const DEFAULT = "Use the site's default";
const ANONYMISE = "Anonymise my data";
const DONT = "Don't anonymise";

async function storedChoiceOf(name: string) {
  const cookie = await signInAs(api.app, name);
  const response = await api.app.inject({
    method: "GET",
    url: "/api/v2/analytics/privacy",
    headers: { cookie },
  });
  return response.json().AnonymizeData as number;
}

/** Routes `fetch` to the in-process API, except calls to `analytics/privacy`, which fail (network). */
function failPrivacyCalls(method: "GET" | "POST") {
  const passThrough = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes("analytics/privacy") && (init?.method ?? "GET").toUpperCase() === method
      ? Promise.reject(new TypeError("Failed to fetch"))
      : passThrough(input, init),
  );
}

describe("PrivacySettingsForm (shell spec §4 privacy anonymise value, §7, §8)", () => {
  it("privacy: a labelled radio group with the three choices, the member's stored choice checked", async () => {
    await signInThrough(api, "member2");
    render(<PrivacySettingsForm />);
    expect(screen.getByRole("radiogroup", { name: "Anonymise my analytics data" })).toBeTruthy();
    await waitFor(() => expect(radio(DEFAULT).checked).toBe(true));
    expect(radio(ANONYMISE).checked).toBe(false);
    expect(radio(DONT).checked).toBe(false);
  });

  it("privacy: a member's choice is saved with POST /analytics/privacy and a message says so", async () => {
    await signInThrough(api, "member");
    render(<PrivacySettingsForm />);
    await waitFor(() => expect(radio(ANONYMISE).disabled).toBe(false));
    await userEvent.click(radio(ANONYMISE));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your privacy setting was saved.")).toBeTruthy();
    expect(api.calls.filter((c) => c.method === "POST")).toEqual([
      expect.objectContaining({ path: "analytics/privacy", body: { AnonymizeData: 1 }, status: 200 }),
    ]);
    expect(await storedChoiceOf("member")).toBe(1);
  });

  it("privacy: guests store the choice in a cookie named from config, under its path", async () => {
    const admin = await signInAs(api.app, "admin");
    const configured = await api.app.inject({
      method: "PATCH",
      url: "/api/v2/config",
      headers: { ...writeHeaders, cookie: admin },
      payload: { "garden.cookie.name": "forum", "garden.cookie.path": "/" },
    });
    expect(configured.statusCode).toBe(204);
    await signInThrough(api);
    const written = vi.spyOn(Document.prototype, "cookie", "set");
    render(<PrivacySettingsForm />);
    await waitFor(() => expect(radio(DEFAULT).checked).toBe(true));
    await userEvent.click(radio(DONT));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your privacy setting was saved.")).toBeTruthy();
    expect(written).toHaveBeenCalledWith(expect.stringMatching(/^forum-anonymize=0; path=\/;/));
    expect(document.cookie).toContain("forum-anonymize=0");
    act(() => document.body.replaceChildren());
    render(<PrivacySettingsForm />);
    await waitFor(() => expect(radio(DONT).checked).toBe(true));
    await api.app.inject({
      method: "PATCH",
      url: "/api/v2/config",
      headers: { ...writeHeaders, cookie: admin },
      payload: { "garden.cookie.name": "plaza" },
    });
  });

  it("privacy: a failed read falls back to the default setting", async () => {
    await api.app.inject({
      method: "POST",
      url: "/api/v2/analytics/privacy",
      headers: { ...writeHeaders, cookie: await signInAs(api.app, "ada") },
      payload: { AnonymizeData: 1 },
    });
    await signInThrough(api, "ada");
    failPrivacyCalls("GET");
    render(<PrivacySettingsForm />);
    await waitFor(() => expect(radio(DEFAULT).checked).toBe(true));
  });

  it("privacy: a failed save says so and falls back to the default setting", async () => {
    await signInThrough(api, "linus");
    failPrivacyCalls("POST");
    render(<PrivacySettingsForm />);
    await waitFor(() => expect(radio(DEFAULT).disabled).toBe(false));
    await userEvent.click(radio(ANONYMISE));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your privacy setting could not be saved. The site's default applies.",
    );
    expect(radio(DEFAULT).checked).toBe(true);
    expect(await storedChoiceOf("linus")).toBe(-1);
  });
});
