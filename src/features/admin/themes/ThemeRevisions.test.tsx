import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { apiClient } from "../../../../runtime/api/api-client";
import type { Theme } from "../../../../schemas/entities/theme.schema";
import { signInThrough } from "../../../../tests/helpers/in-process-fetch";
import { setUpInProcessApi } from "../../../../tests/helpers/in-process-api";
import { ToastArea } from "../../../ui/toasts/ToastArea";
import ThemesSection from "./ThemesSection";

const api = setUpInProcessApi({});

/** Harbour with a second revision on top of its first. */
async function harbourWithTwoRevisions(): Promise<{ first: Theme; second: Theme }> {
  const { data: first } = await apiClient.get<Theme>("themes/harbour");
  const variables = { ...first.assets.variables.data, colors: { primary: "#aa0000" } };
  const { data: second } = await apiClient.patch<Theme>("themes/harbour", {
    body: { assets: { variables } },
  });
  api.calls.length = 0;
  return { first, second };
}

function renderRevisions() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ThemesSection page="revisions:harbour" />
      <ToastArea />
    </SWRConfig>,
  );
}

const items = async () =>
  within(await screen.findByRole("list", { name: "Revisions" })).getAllByRole("listitem");

describe(
  "ThemeRevisions (shell spec §2 theme revisions page; content spec §4 revision patch)",
  { timeout: 30_000 },
  () => {
    it("theme revisions: newest first, the active one marked, Restore asks, then makes the older one active", async () => {
      await signInThrough(api, "admin");
      const { first, second } = await harbourWithTwoRevisions();
      renderRevisions();
      expect(await screen.findByRole("heading", { name: "Revisions of Harbour" })).toBeTruthy();
      const [newest, older] = await items();
      expect(newest!.textContent).toContain(`Revision ${second.revisionID}`);
      expect(within(newest!).getByText("Active")).toBeTruthy();
      // The author's name arrives with its own request, after the list.
      expect(await within(newest!).findByText("Admin", { exact: false })).toBeTruthy();
      // Harbour's active revision is the one that made its links readable, shown by its name.
      expect(older!.textContent).toContain(first.revisionName || `Revision ${first.revisionID}`);
      expect(within(older!).getByText("Plaza")).toBeTruthy();

      await userEvent.click(
        within(older!).getByRole("button", { name: `Restore revision ${first.revisionID}` }),
      );
      const dialog = await screen.findByRole("dialog");
      expect(api.calls.filter((call) => call.method === "PATCH")).toEqual([]);
      await userEvent.click(within(dialog).getByRole("button", { name: "Restore" }));

      await vi.waitFor(async () => expect(within((await items())[1]!).getByText("Active")).toBeTruthy());
      expect(
        within((await items())[0]!).getByRole("button", { name: `Restore revision ${second.revisionID}` }),
      ).toBeTruthy();
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(api.calls).toContainEqual(
        expect.objectContaining({
          method: "PATCH",
          path: "themes/harbour",
          status: 200,
          body: { revisionID: first.revisionID },
        }),
      );
      const { data: harbour } = await apiClient.get<Theme>("themes/harbour");
      expect(harbour.revisionID).toBe(first.revisionID);
    });

    it("theme revisions: Cancel in the confirmation keeps the active revision", async () => {
      await signInThrough(api, "admin");
      renderRevisions();
      const [newest] = await items();
      const restore = within(newest!).queryByRole("button", { name: /^Restore revision/ });
      if (!restore)
        throw new Error("The newest revision should not be the active one after the restore above");
      await userEvent.click(restore);
      await userEvent.click(
        within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }),
      );
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(api.calls.filter((call) => call.method === "PATCH")).toEqual([]);
    });
  },
);
