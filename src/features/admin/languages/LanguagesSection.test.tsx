import { describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import type { Locale } from "../../../../schemas/entities/locale.schema";
import { apiAs, setUpInProcessApi } from "../../../../tests/helpers/in-process-api";
import { signInThrough } from "../../../../tests/helpers/in-process-fetch";
import { importThroughFetch } from "../../../../tests/helpers/served-modules";
import LanguagesSection from "./LanguagesSection";

const server = setUpInProcessApi({});

/** A section loads its chunks and validator modules slowly on a busy machine. */
const TIMEOUT_MS = 10_000;

function renderSection() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <LanguagesSection loadModule={importThroughFetch} />
    </SWRConfig>,
  );
}

/** The text of the elements a control names as its description (its description and errors). */
function describedText(control: HTMLElement): string {
  const ids = (control.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" | ");
}

const writes = () => server.calls.filter((call) => call.method !== "GET");

/** A service's item in the list, found by its heading, with its credentials form opened. */
async function openForm(name: string) {
  const item = await screen.findByRole("listitem", { name }, { timeout: TIMEOUT_MS });
  await userEvent.click(within(item).getByRole("button", { name: `Configure ${name}` }));
  const key = await within(item).findByLabelText<HTMLInputElement>(/^API key/, {}, { timeout: TIMEOUT_MS });
  return { item, key };
}

describe("LanguagesSection (/dashboard/languages; content spec §3 Locale, Translation service, §7)", () => {
  it("locales: an admin picks a configured service for French and PATCH /locales/fr saves it", async () => {
    expect(
      (await apiAs(server, "admin", "PUT", "/translation-services/google", { apiKey: "g-1" })).status,
    ).toBe(200);
    await signInThrough(server, "admin");
    renderSection();
    const french = await screen.findByRole<HTMLSelectElement>(
      "combobox",
      { name: "Français" },
      { timeout: TIMEOUT_MS },
    );
    const offered = within(french)
      .getAllByRole<HTMLOptionElement>("option")
      .map((option) => option.textContent);
    expect(offered).toContain("None");
    expect(offered).toContain("Google Cloud Translation");
    expect(offered).not.toContain("Azure AI Translator");

    await userEvent.selectOptions(french, "Google Cloud Translation");
    await userEvent.click(within(french.closest("li")!).getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("The translation service of Français was saved.", {}, { timeout: TIMEOUT_MS }),
    ).toBeTruthy();
    expect(writes()).toEqual([
      { method: "PATCH", path: "locales/fr", body: { translationService: "google" }, status: 200 },
    ]);
    const locales = (await apiAs(server, "admin", "GET", "/locales")).json() as Locale[];
    expect(locales.find((locale) => locale.localeKey === "fr")?.translationService).toBe("google");
  });

  it("translation services: an empty DeepL key shows the required error under its field and sends nothing", async () => {
    await signInThrough(server, "admin");
    renderSection();
    const { item, key } = await openForm("DeepL");
    expect(key.type).toBe("password");
    expect(key.value).toBe("");
    await userEvent.click(within(item).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(key.getAttribute("aria-invalid")).toBe("true"));
    expect(describedText(key)).toContain("must have required property 'API key'");
    expect(writes()).toEqual([]);
  });

  it("translation services: a key the server refuses shows its field error under the field", async () => {
    await signInThrough(server, "admin");
    renderSection();
    const { item, key } = await openForm("Google Cloud Translation");
    // Blank text passes the schema's minLength; the server refuses it.
    await userEvent.type(key, "   ");
    await userEvent.click(within(item).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(describedText(key)).toContain("apiKey must be text of 1 to 500 characters."), {
      timeout: TIMEOUT_MS,
    });
    expect(writes()).toEqual([expect.objectContaining({ method: "PUT", status: 400 })]);
  });

  it("translation services: with a key DeepL reads Configured, and the key never shows again", async () => {
    const SECRET = "deepl-secret-5417";
    await signInThrough(server, "admin");
    renderSection();
    const { item, key } = await openForm("DeepL");
    expect(within(item).getByText("Not configured")).toBeTruthy();
    await userEvent.type(key, SECRET);
    await userEvent.click(within(item).getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("The credentials of DeepL were saved.", {}, { timeout: TIMEOUT_MS }),
    ).toBeTruthy();
    expect(within(item).getByText("Configured")).toBeTruthy();
    expect(within(item).queryByLabelText(/^API key/)).toBeNull();
    expect(writes()).toEqual([
      { method: "PUT", path: "translation-services/deepl", body: { apiKey: SECRET }, status: 200 },
    ]);
    expect(document.body.innerHTML).not.toContain(SECRET);

    // Opened again, the form starts empty: the stored key never comes back.
    const reopened = await openForm("DeepL");
    expect(reopened.key.value).toBe("");
    expect(document.body.innerHTML).not.toContain(SECRET);
    // The newly configured service is offered to the locales.
    const arabic = screen.getByRole("combobox", { name: "العربية" });
    expect(within(arabic).getByRole("option", { name: "DeepL" })).toBeTruthy();
  });
});
