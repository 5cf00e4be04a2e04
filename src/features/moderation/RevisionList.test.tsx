import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { toastStore } from "../../ui/toasts/toast-store";
import { ToastArea } from "../../ui/toasts/ToastArea";
import { publicDiscussionIDs } from "../../../tests/helpers/server";
import { resetSession } from "../../../tests/helpers/session";
import { signInThrough, startInProcessApi, type InProcessApi } from "../../../tests/helpers/in-process-fetch";
import { RevisionList } from "./RevisionList";
import { RESTORED_TEXT } from "./RestoreRevisionButton";
import { useRevisions } from "./use-moderation-lists";
import { useCurrentVersion } from "./use-current-version";

let server: InProcessApi;
let unused: number[] = [];

beforeAll(async () => {
  server = await startInProcessApi();
  unused = await publicDiscussionIDs(server.app);
}, 30_000);
afterAll(() => server.app.close());
afterEach(() => {
  act(() => toastStore.clear());
  vi.unstubAllGlobals();
  resetSession();
});

function History({ discussionID }: { discussionID: number }) {
  const list = useRevisions("discussion", discussionID, 1);
  const current = useCurrentVersion("discussion", discussionID);
  return list.data ? <RevisionList revisions={list.data.items} current={current} /> : null;
}

/** A public discussion renamed twice by the moderator; answers its id and first title. */
async function renamedTwice(): Promise<{ id: number; original: string }> {
  const id = unused.shift();
  if (id === undefined) throw new Error("no public discussion left for this test");
  const moderator = await server.fetchAs("moderator");
  const rename = (name: string) =>
    moderator(`/api/v2/discussions/${id}`, {
      method: "PATCH",
      headers: { "x-requested-with": "XMLHttpRequest", "content-type": "application/json" },
      body: JSON.stringify({ name }),
    });
  const original = ((await (await moderator(`/api/v2/discussions/${id}`)).json()) as { name: string }).name;
  await rename("Plans for the picnic");
  await rename("Plans for the party");
  return { id, original };
}

const currentName = async (id: number) =>
  (
    (await (await (await server.fetchAs("moderator"))(`/api/v2/discussions/${id}`)).json()) as {
      name: string;
    }
  ).name;

function renderHistory(discussionID: number) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <History discussionID={discussionID} />
      <ToastArea />
    </SWRConfig>,
  );
}

describe("RevisionList (content spec §4: revision history)", () => {
  it("credits each version to its writer and shows, word by word, what it changed, added and removed words named in text", async () => {
    await signInThrough(server, "moderator");
    const { id } = await renamedTwice();
    renderHistory(id);
    const entries = await screen.findAllByRole("listitem");
    expect(entries).toHaveLength(2);
    const newest = entries[0] as HTMLElement;
    expect(within(newest).getByRole("heading", { name: "Plans for the picnic" })).toBeTruthy();
    expect(within(newest).getByRole("link", { name: "moderator" })).toBeTruthy();
    const changes = within(newest).getByRole("figure", { name: /Changes from the version before/ });
    const added = [...changes.querySelectorAll("ins")].map((node) => node.textContent);
    expect(added.join(" ")).toContain("Added:");
    expect(added.join(" ")).toContain("picnic");
    expect(
      [...changes.querySelectorAll("del")].every((node) => node.textContent?.startsWith("Removed:")),
    ).toBe(true);
    // Above the list, what the last edit changed: from the newest revision to the current version.
    const current = await screen.findByRole("region", { name: "Current version" });
    const last = within(current).getByRole("figure", { name: /Changes from the version before/ });
    expect([...last.querySelectorAll("del")].map((node) => node.textContent)).toEqual(["Removed: picnic"]);
    expect([...last.querySelectorAll("ins")].map((node) => node.textContent)).toEqual(["Added: party"]);
    // The oldest version on the page has no version before it here: no comparison.
    expect(within(entries[1] as HTMLElement).queryByRole("figure")).toBeNull();
  });

  it("Restore makes the chosen version current, says so, and the replaced version tops the history", async () => {
    await signInThrough(server, "moderator");
    const { id, original } = await renamedTwice();
    renderHistory(id);
    const entries = await screen.findAllByRole("listitem");
    await userEvent.click(
      within(entries[1] as HTMLElement).getByRole("button", { name: "Restore this version" }),
    );
    expect(await screen.findByText(RESTORED_TEXT)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(3));
    // The current version is read again: the last change is now the restore.
    await waitFor(() =>
      expect(
        within(screen.getByRole("region", { name: "Current version" })).queryByText("Added: party"),
      ).toBeNull(),
    );
    expect(within(screen.getAllByRole("listitem")[0] as HTMLElement).getByRole("heading").textContent).toBe(
      "Plans for the party",
    );
    expect(await currentName(id)).toBe(original);
  });
});

describe("RestoreRevisionButton and the cache", () => {
  it("forgets the cached page and discussion, so going back to the post shows the restored version", async () => {
    await signInThrough(server, "moderator");
    const { id } = await renamedTwice();
    const cache = new Map();
    const layoutKey = `layouts/lookup-hydrate?layoutViewType=post&recordType=discussion&recordID=${id}`;
    // What swr keeps for a read whose page was left: its data and its key.
    const stale = (key: string) => cache.set(key, { data: { name: "stale" }, _k: key });
    stale(layoutKey);
    stale(`discussions/${id}?expand=reactions`);
    stale("discussions/999999?expand=reactions");
    render(
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
        <History discussionID={id} />
        <ToastArea />
      </SWRConfig>,
    );
    const entries = await screen.findAllByRole("listitem");
    await userEvent.click(
      within(entries[1] as HTMLElement).getByRole("button", { name: "Restore this version" }),
    );
    expect(await screen.findByText(RESTORED_TEXT)).toBeTruthy();
    await waitFor(() => expect(cache.get(layoutKey)?.data).toBeUndefined());
    expect(cache.get(`discussions/${id}?expand=reactions`)?.data).toBeUndefined();
    expect(cache.get("discussions/999999?expand=reactions")?.data).toEqual({ name: "stale" });
  });
});
