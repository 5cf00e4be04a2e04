import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { signInThrough } from "../../../../tests/helpers/in-process-fetch";
import { apiAs, setUpInProcessApi } from "../../../../tests/helpers/in-process-api";
import { ToastArea } from "../../../ui/toasts/ToastArea";
import { toastStore } from "../../../ui/toasts/toast-store";
import LayoutsSection from "./LayoutsSection";

// A layout's history runs against the revisions API (GET /layouts/{id}/revisions,
// GET …/revisions/{revisionID}, POST …/restore; PATCH with a definition stores a revision).

const api = setUpInProcessApi({});
afterEach(() => act(() => toastStore.clear()));

function renderPage(layoutID: number) {
  const page = String(layoutID);
  const location = memoryLocation({ path: `/dashboard/layouts/${page}`, record: true });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <LayoutsSection page={page} />
        <ToastArea />
      </Router>
    </SWRConfig>,
  );
}

const narrow = [{ $hydrate: "react.section.1-column", isNarrow: true }];
const withCta = [
  {
    $hydrate: "react.section.1-column",
    isNarrow: true,
    children: [{ $hydrate: "react.cta", title: "Join us", button: { title: "Go", url: "/discussions" } }],
  },
];

interface Revision {
  revisionID: number;
  isLive: boolean;
}

/** A layout published twice after it was made: narrow, then with a call to action. */
async function layoutWithHistory(): Promise<{ layoutID: number; first: Revision; second: Revision }> {
  const created = await apiAs(api, "admin", "POST", "/layouts", {
    name: "With history",
    layoutViewType: "home",
    layout: [{ $hydrate: "react.section.full-width" }],
  });
  const { layoutID } = created.json() as { layoutID: number };
  expect((await apiAs(api, "admin", "PATCH", `/layouts/${layoutID}`, { layout: narrow })).status).toBe(200);
  expect((await apiAs(api, "admin", "PATCH", `/layouts/${layoutID}`, { layout: withCta })).status).toBe(200);
  const revisions = (await apiAs(api, "admin", "GET", `/layouts/${layoutID}/revisions`)).json() as Revision[];
  const [second, first] = revisions;
  api.calls.length = 0;
  return { layoutID, first: first!, second: second! };
}

const revisionItems = async () =>
  within(await screen.findByRole("list", { name: "History" })).getAllByRole("listitem");

describe(
  "a layout's history (/dashboard/layouts/{layoutID}: drafts, publish and history)",
  { timeout: 30_000 },
  () => {
    it("history: every revision newest first, who published it and which one is live", async () => {
      const { layoutID, first, second } = await layoutWithHistory();
      await signInThrough(api, "admin");
      renderPage(layoutID);
      const [newest, older] = await revisionItems();
      expect(newest!.textContent).toContain(`Revision ${second.revisionID}`);
      expect(within(newest!).getByText("Live")).toBeTruthy();
      expect(within(newest!).getByText("admin", { exact: false })).toBeTruthy();
      expect(within(newest!).queryByRole("button", { name: /^Restore/ })).toBeNull();
      expect(older!.textContent).toContain(`Revision ${first.revisionID}`);
      expect(within(older!).queryByText("Live")).toBeNull();
    });

    it("history: Changes shows the lines a revision added and removed, marked in words and signs, not colour alone", async () => {
      const { layoutID, second } = await layoutWithHistory();
      await signInThrough(api, "admin");
      renderPage(layoutID);
      const [newest] = await revisionItems();
      await userEvent.click(
        within(newest!).getByRole("button", { name: `Changes in revision ${second.revisionID}` }),
      );
      const diff = await screen.findByRole("figure");
      expect(diff.textContent).toMatch(/Lines added: \d+\. Lines removed: \d+\./);
      const added = [...diff.querySelectorAll("ins")].map((line) => line.textContent);
      expect(added.some((line) => line?.startsWith("+ Added:") && line.includes('"title": "Join us"'))).toBe(
        true,
      );
      // What changed is in words for a screen reader, and in a sign for the eye.
      expect(added.every((line) => line?.startsWith("+ Added:"))).toBe(true);
      expect(
        [...diff.querySelectorAll("del")].every((line) => line.textContent?.startsWith("- Removed:")),
      ).toBe(true);
      expect(document.activeElement).toBe(diff.closest("section"));
      await userEvent.click(screen.getByRole("button", { name: "Close the comparison" }));
      expect(screen.queryByRole("figure")).toBeNull();
      expect(document.activeElement).toBe(
        within(newest!).getByRole("button", { name: `Changes in revision ${second.revisionID}` }),
      );
    });

    it("history: Restore asks first, then makes the older revision live as a new revision (POST …/restore)", async () => {
      const { layoutID, first } = await layoutWithHistory();
      await signInThrough(api, "admin");
      renderPage(layoutID);
      const older = (await revisionItems())[1]!;
      await userEvent.click(
        within(older).getByRole("button", {
          name: `Compare revision ${first.revisionID} with the live layout`,
        }),
      );
      expect((await screen.findByRole("figure")).textContent).toContain(
        `From revision ${first.revisionID} to the live layout:`,
      );

      await userEvent.click(
        within(older).getByRole("button", { name: `Restore revision ${first.revisionID}` }),
      );
      const dialog = await screen.findByRole("dialog");
      await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
      expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);

      await userEvent.click(
        within(older).getByRole("button", { name: `Restore revision ${first.revisionID}` }),
      );
      await userEvent.click(
        within(await screen.findByRole("dialog")).getByRole("button", { name: "Restore" }),
      );
      expect(
        await screen.findByText(`Revision ${first.revisionID} is live again, as a new revision.`),
      ).toBeTruthy();
      expect(api.calls).toContainEqual(
        expect.objectContaining({
          method: "POST",
          path: `layouts/${layoutID}/revisions/${first.revisionID}/restore`,
          status: 200,
        }),
      );
      await vi.waitFor(async () => {
        const [newest] = await revisionItems();
        expect(newest!.textContent).not.toContain(`Revision ${first.revisionID}`);
        expect(within(newest!).getByText("Live")).toBeTruthy();
      });
      const live = (await apiAs(api, "admin", "GET", `/layouts/${layoutID}`)).json() as { layout: unknown };
      expect(live.layout).toEqual(narrow);
    });
  },
);
