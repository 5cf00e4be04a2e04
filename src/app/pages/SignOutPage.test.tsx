import { afterEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { signInThrough } from "../../../tests/helpers/in-process-fetch";
import { renderAt, setUpModerationPages } from "./moderation-pages-test-support";
import { SignOutPage } from "./SignOutPage";

const server = setUpModerationPages();

afterEach(() => window.localStorage.clear());

/** Puts an entry in this browser's drafts as the autosave writes it. */
function keepLocally(key: string, draftID: number | null, body: string) {
  window.localStorage.setItem(
    `plaza:draft:${key}`,
    JSON.stringify({
      path: "/discussion/1",
      draftID,
      draft: {
        recordType: "comment",
        parentRecordType: "discussion",
        parentRecordID: 1,
        attributes: { body, format: "text", draftMeta: {} },
      },
      dateUpdated: Date.now(),
      dateServerSaved: draftID === null ? null : Date.now(),
      serverDateUpdated: null,
    }),
  );
}

const draftKeys = () => Object.keys(window.localStorage).filter((key) => key.startsWith("plaza:draft"));

describe("signing out on a shared browser", () => {
  it("says which drafts were never saved to the server, and removes every draft kept in this browser", async () => {
    keepLocally("path:/discussion/1", null, "A reply typed on a library computer.");
    keepLocally("id:7", 7, "A reply the server has.");
    window.localStorage.setItem(
      "plaza:draft-labels",
      JSON.stringify({ categories: { 1: "General" }, tags: {} }),
    );
    await signInThrough(server, "ada");
    // Back to this page once signed out: a change of the address's hash only, which the test browser follows.
    renderAt(
      `/entry/signout?Target=${encodeURIComponent(`${window.location.pathname}#signed-out`)}`,
      <SignOutPage />,
    );

    expect(await screen.findByText(/One draft was never saved to the server/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Drafts" }).getAttribute("href")).toBe("/drafts");
    fireEvent.click(screen.getByRole("button", { name: "Sign Out" }));

    await waitFor(() => expect(window.location.hash).toBe("#signed-out"));
    expect(draftKeys()).toEqual([]);
  });

  it("warns of nothing when every draft is on the server", async () => {
    keepLocally("id:8", 8, "Saved already.");
    await signInThrough(server, "ada");
    renderAt("/entry/signout", <SignOutPage />);
    await screen.findByRole("button", { name: "Sign Out" });
    expect(screen.queryByText(/never saved to the server/)).toBeNull();
  });
});
