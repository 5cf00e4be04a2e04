import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { SWRConfig } from "swr";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { ReactNode } from "react";
import fr from "../../../locales/fr.json";
import ar from "../../../locales/ar.json";
import { setTranslations, t } from "../../../runtime/i18n/t";
import { sessionStore } from "../../../runtime/data/session-store";
import { signInThrough, startInProcessApi, type InProcessApi } from "../../../tests/helpers/in-process-fetch";
import { buildCategory, buildComment, buildDiscussion, buildUser } from "../../../tests/helpers/factories";
import { DEMO_PASSWORD } from "../../../tests/helpers/server";
import { resetSession } from "../../../tests/helpers/session";
import { interfaceTexts, untranslatedTexts } from "../../../tests/i18n/interface-text";
import { settingsGroups } from "../../features/admin/settings/settings-groups";
import SettingsSection from "../../features/admin/settings/SettingsSection";
import { PostForm } from "../../features/post-form";
import { SearchPage } from "./SearchPage";

// The server's body worker pool cannot start here: its rendering runs in this thread instead.
vi.mock(
  "../../../server/services/body/render-pool",
  () => import("../../../tests/helpers/inline-render-pool"),
);

// The pages the browser renders alone (the search page, the composer, the dashboard's settings
// pages, each with its generated form) in French and Arabic, on a site built with the factories:
// no interface text is left in English (shell spec §3 locale config keys).
/** How long a page may take to load its data and lazy parts (the editor) on a busy machine. */
const LOADED_WITHIN_MS = 15_000;

let api: InProcessApi;
const adminName = "AdaLovelace";
const userTexts = [adminName, "Desk lamps", "Which lamp for a small desk?", "A warm light, please!"];

beforeAll(async () => {
  api = await startInProcessApi({ seed: "none" });
  const ada = await buildUser(api.app.db, {
    name: adminName,
    roles: ["administrator"],
    password: DEMO_PASSWORD,
  });
  const { categoryID } = await buildCategory(api.app.db, { name: "Desk lamps" });
  const discussionID = await buildDiscussion(api.app.db, {
    categoryID,
    insertUserID: ada.userID,
    name: "Which lamp for a small desk?",
    body: "A warm light, please!",
  });
  await buildComment(api.app.db, { discussionID, insertUserID: ada.userID, body: "A warm light, please!" });
}, 60_000);
afterAll(() => api.app.close());
afterEach(() => {
  setTranslations({});
  vi.unstubAllGlobals();
  resetSession();
  act(() => document.body.replaceChildren());
});

/** Signs the administrator in, on a site whose language is `locale`, as the boot payload would set it. */
async function signInWithLocale(locale: "fr" | "ar", catalog: Record<string, string>): Promise<void> {
  setTranslations(catalog);
  await signInThrough(api, adminName);
  act(() => sessionStore.update((state) => void (state.locale = locale)));
}

function renderAt(path: string, page: ReactNode) {
  const location = memoryLocation({ path, record: true });
  render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {page}
      </Router>
    </SWRConfig>,
  );
}

/** The page's English interface texts, after unmounting it. */
function untranslatedOnPage(locale: "fr" | "ar", where: string): string[] {
  const found = untranslatedTexts(locale, interfaceTexts(document.body, userTexts));
  act(() => document.body.replaceChildren());
  return found.map((text) => `${where}: ${text}`);
}

describe("pages rendered in the browser, in the site's language", { timeout: 60_000 }, () => {
  for (const [locale, catalog] of [
    ["fr", fr],
    ["ar", ar],
  ] as const) {
    it(`${locale}: every settings page and its generated form are translated`, async () => {
      await signInWithLocale(locale, catalog);
      const found: string[] = [];
      for (const group of settingsGroups) {
        renderAt(`/dashboard/settings/${group.id}`, <SettingsSection page={group.id} />);
        await screen.findByRole("button", { name: t("Save") }, { timeout: LOADED_WITHIN_MS });
        found.push(...untranslatedOnPage(locale, group.id));
      }
      expect(found).toEqual([]);
    });

    it(`${locale}: the search page and its results are translated`, async () => {
      await signInWithLocale(locale, catalog);
      renderAt("/search?query=lamp", <SearchPage />);
      const title = await screen.findByRole(
        "link",
        { name: "Which lamp for a small desk?" },
        { timeout: LOADED_WITHIN_MS },
      );
      // A found title keeps its own direction inside a right-to-left page.
      expect(title.getAttribute("dir")).toBe("auto");
      expect(untranslatedOnPage(locale, "search")).toEqual([]);
    });

    it(`${locale}: the composer is translated`, async () => {
      await signInWithLocale(locale, catalog);
      renderAt(
        "/post/discussion",
        <PostForm
          location={{
            type: "create",
            postType: "discussion",
            parentRecordType: "category",
            parentRecordID: -1,
          }}
        />,
      );
      await screen.findByRole("toolbar", { name: t("Formatting") }, { timeout: LOADED_WITHIN_MS });
      expect(untranslatedOnPage(locale, "composer")).toEqual([]);
    });
  }
});
