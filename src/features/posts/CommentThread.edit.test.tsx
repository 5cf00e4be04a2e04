import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { CommentThread } from "./CommentThread";
import { sampleComments } from "./post-fixtures";

beforeEach(() => window.history.replaceState(null, "", "/discussion/1/welcome-to-plaza"));
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe("CommentThread: editing a comment in place", () => {
  // The preloaded page lives in swr's fallback, not its cache: the save must still replace the text.
  it("shows the saved text at once on a page the server preloaded (nothing fetched since)", async () => {
    setSession({ user: { userID: 3 } });
    const saved = {
      ...sampleComments[1]!,
      body: "<p>New words</p>",
      dateUpdated: "2025-06-01T00:00:00.000Z",
    };
    const fake = fakeFetch(
      jsonResponse({ commentID: 12, discussionID: 1, body: "Old", format: "markdown" }),
      jsonResponse(saved),
    );
    vi.stubGlobal("fetch", fake.fetch);
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <CommentThread
          discussionID={1}
          discussionName="Welcome"
          categoryID={1}
          closed={false}
          page={1}
          limit={3}
          initial={{
            comments: sampleComments.map((c) => ({ ...c, reactions: [] })),
            paging: { currentPage: 1, limit: 3, total: 3 },
          }}
        />
      </SWRConfig>,
    );
    const item = document.getElementById("Comment_12") as HTMLElement;
    await userEvent.click(within(item).getByRole("button", { name: "Edit" }));
    const textarea = await screen.findByLabelText("Edit Comment");
    await userEvent.type(textarea, " more");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await within(item).findByText("New words")).toBeTruthy();
    expect(within(item).queryByText("Comment number 12.")).toBeNull();
    expect(fake.requests.map((r) => r.method)).toEqual(["GET", "PATCH"]);
  });
});
