import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { sessionStore } from "../../../runtime/data/session-store";
import { fakeFetch, jsonResponse, type FakeReply } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import type { RichEditorProps } from "../editor";
import type * as EditorModule from "../editor";
import { PostForm, type PostFormProps } from "./PostForm";
import { TAG_SEARCH_DEBOUNCE_MS } from "./TagsPicker";

// The rich editor is another feature (and a lazy Slate chunk): a plain stand-in with the same props
// keeps these tests about the form.
vi.mock("../editor", async (importOriginal) => {
  const actual = await importOriginal<typeof EditorModule>();
  function StandInEditor(props: RichEditorProps) {
    return (
      <textarea
        aria-label={props.label}
        placeholder={props.placeholder}
        id={props.id}
        aria-invalid={props.isInvalid || undefined}
        aria-describedby={props.isInvalid ? props.errorID : undefined}
        onChange={(event) => props.onChange(actual.rich2FromText(event.target.value))}
      />
    );
  }
  return { ...actual, RichEditor: StandInEditor };
});

const createIn2: PostFormProps = {
  location: { type: "create", postType: "discussion", parentRecordType: "category", parentRecordID: 2 },
  category: { categoryID: 2, name: "General" },
};
const editOf7: PostFormProps = {
  location: { type: "edit", recordType: "discussion", recordID: 7, draftID: null },
  category: { categoryID: 2, name: "General" },
  tags: [{ tagID: 1, name: "Feature request" }],
  post: { insertUserID: 2, dateInserted: new Date().toISOString(), closed: false, categoryID: 2 },
};
const editData = {
  discussionID: 7,
  name: "Old title",
  body: "Plain words",
  format: "text",
  categoryID: 2,
  type: "discussion",
  tagIDs: [1],
};

function signInMember(config: Record<string, unknown> = {}) {
  setSession({ user: { userID: 2 }, permissions: ["discussions.add", "session.valid"], config });
}

function renderForm(props: PostFormProps, ...replies: FakeReply[]) {
  const network = fakeFetch(...replies);
  vi.stubGlobal("fetch", network.fetch);
  const memory = memoryLocation({ path: "/post/discussion/2", record: true });
  render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <PostForm {...props} />
      </Router>
    </SWRConfig>,
  );
  return { requests: network.requests, history: memory.history };
}

const bodyOf = (request: { body: unknown } | undefined) => JSON.parse(String(request?.body)) as unknown;

afterEach(() => {
  // Drafts are kept in localStorage (content spec §4): each test starts without one.
  window.localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetSession();
});

describe("PostForm access (content spec §2 error page)", () => {
  it("shows guests the sign-in prompt with a Target back to the form", () => {
    setSession({});
    renderForm(createIn2);
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe(
      "/entry/signin?Target=%2Fpost%2Fdiscussion%2F2",
    );
    expect(screen.queryByRole("textbox", { name: "Title" })).toBeNull();
  });

  it("shows a banned member their ban's notice, the reason and until when, instead of the form", () => {
    setSession({
      user: {
        userID: 2,
        banned: 1,
        ban: { reason: "Off-topic ads", dateInserted: "2026-01-01T00:00:00Z", dateExpires: null },
      },
      permissions: ["discussions.add", "session.valid"],
    });
    renderForm(createIn2);
    const notice = screen.getByRole("region", { name: "You have been banned." });
    expect(within(notice).getByRole("heading", { level: 1 })).toBeTruthy();
    expect(within(notice).getByText("Off-topic ads")).toBeTruthy();
    expect(within(notice).getByText("Permanently")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Title" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Post Discussion" })).toBeNull();
  });

  it("shows Permission Problem to a member without discussions.add", () => {
    setSession({ user: { userID: 2 }, permissions: ["session.valid"] });
    renderForm(createIn2);
    expect(screen.getByRole("heading", { name: "Permission Problem" })).toBeTruthy();
  });

  it("shows Not Found for an edit location without a record ID (content spec §5)", () => {
    signInMember();
    renderForm({ location: { type: "edit", recordType: "discussion", recordID: null, draftID: null } });
    expect(screen.getByRole("heading", { name: "Page Not Found" })).toBeTruthy();
  });
});

describe("PostForm create (POST /discussions)", () => {
  it("requires a title, a category and a body before sending anything", async () => {
    signInMember();
    const { requests } = renderForm({ ...createIn2, category: undefined });
    await userEvent.click(screen.getByRole("button", { name: "Post Discussion" }));
    expect(screen.getByText("Title is required.")).toBeTruthy();
    expect(screen.getByText("Category is required.")).toBeTruthy();
    expect(screen.getByText("Body is required.")).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it("marks the body editor refused, like the title, and points it at its error", async () => {
    signInMember();
    renderForm(createIn2);
    await userEvent.click(screen.getByRole("button", { name: "Post Discussion" }));
    const title = screen.getByRole("textbox", { name: "Title" });
    const body = await screen.findByRole("textbox", { name: "Body" });
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(body.getAttribute("aria-invalid")).toBe("true");
    const errorID = body.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(errorID)?.textContent).toBe("Body is required.");
  });

  it("posts in the preselected category as rich2 and navigates to the new discussion", async () => {
    signInMember();
    const { requests, history } = renderForm(
      createIn2,
      jsonResponse({ discussionID: 9, url: "/discussion/9/hello" }, { status: 201 }),
    );
    expect(screen.getByRole("heading", { name: "New Discussion" })).toBeTruthy();
    expect((screen.getByRole("combobox", { name: "Category" }) as HTMLInputElement).value).toBe("General");
    await userEvent.type(screen.getByRole("textbox", { name: "Title" }), "Hello");
    await userEvent.type(screen.getByLabelText("Body"), "First words");
    await userEvent.click(screen.getByRole("button", { name: "Post Discussion" }));
    await waitFor(() => expect(history.at(-1)).toBe("/discussion/9/hello"));
    expect(requests[0]?.method).toBe("POST");
    expect(requests[0]?.url).toBe("/api/v2/discussions");
    expect(bodyOf(requests[0])).toEqual({
      name: "Hello",
      body: JSON.stringify([{ type: "p", children: [{ text: "First words" }] }]),
      format: "rich2",
      categoryID: 2,
    });
  });

  it("shows the server's field errors by field and its message in an alert, keeping what was typed", async () => {
    signInMember();
    renderForm(
      createIn2,
      jsonResponse(
        {
          message: "Validation failed.",
          status: 422,
          errors: [
            { field: "name", code: "taken", message: "That title is taken." },
            { field: "categoryID", code: "permission", message: "You may not post there." },
          ],
        },
        { status: 422 },
      ),
    );
    await userEvent.type(screen.getByRole("textbox", { name: "Title" }), "Hello");
    await userEvent.type(screen.getByLabelText("Body"), "Words");
    await userEvent.click(screen.getByRole("button", { name: "Post Discussion" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Validation failed.");
    expect(screen.getByText("That title is taken.")).toBeTruthy();
    expect(screen.getByText("You may not post there.")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Title" }) as HTMLInputElement).value).toBe("Hello");
    expect((screen.getByLabelText("Body") as HTMLTextAreaElement).value).toBe("Words");
    expect((screen.getByRole("button", { name: "Post Discussion" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("offers only categories the viewer may post in, picked with the keyboard", async () => {
    signInMember();
    // Category 9 is a junction where the member may view but not post.
    sessionStore.update((state) => {
      const record = state.permissions.record;
      if (!record) return;
      record.junctions = { category: [9] };
      record.permissions.push({ type: "category", id: 9, permissions: { "discussions.view": true } });
    });
    const { requests } = renderForm(
      { ...createIn2, category: undefined },
      jsonResponse([
        { categoryID: 9, name: "Staff Room", permissionCategoryID: 9 },
        { categoryID: 3, name: "Site Feedback", permissionCategoryID: -1 },
      ]),
    );
    const input = screen.getByRole("combobox", { name: "Category" });
    await userEvent.type(input, "s");
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["Site Feedback"]);
    expect(requests[0]?.url).toBe("/api/v2/categories/search?query=s&limit=50&filterDiscussionsAdd=true");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect((input as HTMLInputElement).value).toBe("Site Feedback");
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("lists the categories the member may post in as soon as the picker opens, before any typing", async () => {
    signInMember();
    const { requests } = renderForm(
      { ...createIn2, category: undefined },
      jsonResponse([
        { categoryID: 2, name: "General" },
        { categoryID: 3, name: "Site Feedback" },
      ]),
    );
    const input = screen.getByRole("combobox", { name: "Category" });
    // Nothing is asked before the picker opens.
    expect(requests).toHaveLength(0);
    input.focus();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await screen.findByRole("listbox", { name: "Category" });
    const options = await within(listbox).findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["General", "Site Feedback"]);
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(requests[0]?.url).toBe("/api/v2/categories/search?query=&limit=50&filterDiscussionsAdd=true");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect((input as HTMLInputElement).value).toBe("Site Feedback");
  });

  it("labels the title and body boxes and shows what goes in them before anything is typed", async () => {
    signInMember();
    renderForm(createIn2);
    const title = screen.getByRole("textbox", { name: "Title" });
    expect(title.getAttribute("placeholder")).toBe("What is your discussion about?");
    const body = await screen.findByRole("textbox", { name: "Body" });
    expect(body.getAttribute("placeholder")).toBe("Write your post…");
  });

  it("previews the body as the server renders it, in a Preview tab beside Write", async () => {
    signInMember();
    const { requests } = renderForm(createIn2, jsonResponse({ body: "<p>Rendered <em>body</em></p>" }));
    await userEvent.type(await screen.findByRole("textbox", { name: "Body" }), "Rendered *body*");
    await userEvent.click(screen.getByRole("tab", { name: "Preview" }));
    const panel = screen.getByRole("tabpanel", { name: "Preview" });
    expect(await within(panel).findByText("body", { selector: "em" })).toBeTruthy();
    expect(requests[0]?.url).toBe("/api/v2/posts/preview");
    expect(bodyOf(requests[0])).toEqual({
      body: JSON.stringify([{ type: "p", children: [{ text: "Rendered *body*" }] }]),
      format: "rich2",
    });
  });

  it("shows the post type select only when the create-post flag is on", () => {
    signInMember({ "featureFlags.customLayout.createPost.Enabled": true, "addons.qna.enabled": true });
    renderForm(createIn2);
    const select = screen.getByRole("combobox", { name: "Post Type" });
    expect([...select.querySelectorAll("option")].map((option) => option.textContent)).toEqual([
      "Discussion",
      "Question",
      "Idea",
    ]);
  });

  it("offers no Question type while the Q&A addon is off", () => {
    signInMember({ "featureFlags.customLayout.createPost.Enabled": true });
    renderForm(createIn2);
    const select = screen.getByRole("combobox", { name: "Post Type" });
    expect([...select.querySelectorAll("option")].map((option) => option.textContent)).toEqual([
      "Discussion",
      "Idea",
    ]);
  });

  it("has no post type select while the flag is off", () => {
    signInMember();
    renderForm(createIn2);
    expect(screen.queryByRole("combobox", { name: "Post Type" })).toBeNull();
  });
});

describe("PostForm asks a question (Q&A addon, POST /discussions/question)", () => {
  const askIn2: PostFormProps = {
    location: { type: "create", postType: "question", parentRecordType: "category", parentRecordID: 2 },
    category: { categoryID: 2, name: "General" },
  };

  it("is the Ask a Question form, and posts the question to the addon's call", async () => {
    signInMember({ "addons.qna.enabled": true });
    const { requests, history } = renderForm(
      askIn2,
      jsonResponse({ discussionID: 11, url: "/discussion/11/how" }, { status: 201 }),
    );
    expect(screen.getByRole("heading", { name: "Ask a Question" })).toBeTruthy();
    const title = screen.getByRole("textbox", { name: "Title" });
    expect(title.getAttribute("placeholder")).toBe("What is your question?");
    await userEvent.type(title, "How do I reset my password?");
    await userEvent.type(screen.getByLabelText("Body"), "I forgot it");
    await userEvent.click(screen.getByRole("button", { name: "Ask Question" }));
    await waitFor(() => expect(history.at(-1)).toBe("/discussion/11/how"));
    expect(requests[0]?.method).toBe("POST");
    expect(requests[0]?.url).toBe("/api/v2/discussions/question");
    expect(bodyOf(requests[0])).toEqual({
      name: "How do I reset my password?",
      body: JSON.stringify([{ type: "p", children: [{ text: "I forgot it" }] }]),
      format: "rich2",
      categoryID: 2,
    });
  });

  it("opens the discussion form at a question's address while the addon is off", () => {
    signInMember();
    renderForm(askIn2);
    expect(screen.getByRole("heading", { name: "New Discussion" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Post Discussion" })).toBeTruthy();
  });
});

describe("PostForm tags (content spec §9 tag search debounce 100 ms)", () => {
  it("searches tags only once typing has paused for 100 ms, and adds picked tags as removable chips", async () => {
    vi.useFakeTimers();
    signInMember({ "tagging.enabled": true });
    const { requests } = renderForm(createIn2, jsonResponse([{ tagID: 4, name: "Feature request" }]));
    const input = screen.getByRole("combobox", { name: "Tags" });
    fireEvent.change(input, { target: { value: "fe" } });
    await act(() => vi.advanceTimersByTimeAsync(TAG_SEARCH_DEBOUNCE_MS - 10));
    fireEvent.change(input, { target: { value: "fea" } });
    await act(() => vi.advanceTimersByTimeAsync(TAG_SEARCH_DEBOUNCE_MS - 1));
    expect(requests).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(requests.map((request) => request.url)).toEqual(["/api/v2/tags?query=fea"]);
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.mouseDown(screen.getByRole("option", { name: "Feature request" }));
    expect(screen.getByRole("list", { name: "Selected tags" }).textContent).toContain("Feature request");
    fireEvent.click(screen.getByRole("button", { name: "Remove Feature request" }));
    expect(screen.queryByRole("list", { name: "Selected tags" })).toBeNull();
  });

  it("hides the tags picker when tagging is disabled", () => {
    signInMember({ "tagging.enabled": false });
    renderForm(createIn2);
    expect(screen.queryByRole("combobox", { name: "Tags" })).toBeNull();
  });
});

describe("PostForm edit (GET /discussions/{id}/edit, PATCH, PUT tags)", () => {
  it("loads the discussion, keeps a non-rich2 body in its format, PATCHes and then PUTs the changed tags", async () => {
    signInMember({ "tagging.enabled": true, "ui.editContentTimeout": -1 });
    const { requests, history } = renderForm(
      editOf7,
      jsonResponse(editData),
      jsonResponse({ discussionID: 7, url: "/discussion/7/new-title" }),
      new Response(null, { status: 204 }),
    );
    const title = (await screen.findByRole("textbox", { name: "Title" })) as HTMLInputElement;
    expect(requests[0]?.url).toBe("/api/v2/discussions/7/edit");
    expect(screen.getByRole("heading", { name: "Edit Discussion" })).toBeTruthy();
    expect(title.value).toBe("Old title");
    expect((screen.getByRole("textbox", { name: "Body" }) as HTMLTextAreaElement).value).toBe("Plain words");
    await userEvent.clear(title);
    await userEvent.type(title, "New title");
    await userEvent.click(screen.getByRole("button", { name: "Remove Feature request" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(history.at(-1)).toBe("/discussion/7/new-title"));
    expect(requests[1]?.method).toBe("PATCH");
    expect(bodyOf(requests[1])).toEqual({
      name: "New title",
      body: "Plain words",
      format: "text",
      categoryID: 2,
    });
    expect(requests[2]?.method).toBe("PUT");
    expect(requests[2]?.url).toBe("/api/v2/discussions/7/tags");
    expect(bodyOf(requests[2])).toEqual({ tagIDs: [] });
  });

  it("sends no tags request when the tags did not change", async () => {
    signInMember({ "tagging.enabled": true });
    const { requests, history } = renderForm(
      editOf7,
      jsonResponse(editData),
      jsonResponse({ discussionID: 7, url: "/discussion/7/old-title" }),
    );
    await screen.findByRole("textbox", { name: "Title" });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(history.at(-1)).toBe("/discussion/7/old-title"));
    expect(requests.map((request) => request.method)).toEqual(["GET", "PATCH"]);
  });

  it("shows Permission Problem once the author's edit window has passed", () => {
    signInMember({ "ui.editContentTimeout": 60 });
    renderForm({ ...editOf7, post: { ...editOf7.post!, dateInserted: "2020-01-01T00:00:00Z" } });
    expect(screen.getByRole("heading", { name: "Permission Problem" })).toBeTruthy();
  });

  it("shows Permission Problem when the server refuses the edit", async () => {
    signInMember();
    renderForm(editOf7, jsonResponse({ message: "Forbidden", status: 403 }, { status: 403 }));
    expect(await screen.findByRole("heading", { name: "Permission Problem" })).toBeTruthy();
  });
});

describe("leaving the form with unsaved text (shell spec §8)", () => {
  afterEach(() => {
    resetSession();
    vi.unstubAllGlobals();
  });

  it("a link away asks first and Stay keeps the text; closing the tab asks too", async () => {
    signInMember();
    const network = fakeFetch();
    vi.stubGlobal("fetch", network.fetch);
    const memory = memoryLocation({ path: "/post/discussion/2", record: true });
    render(
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          <a href="/discussions">Posts</a>
          <PostForm {...createIn2} />
        </Router>
      </SWRConfig>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Title" }), "Half written");
    await user.click(screen.getByRole("link", { name: "Posts" }));
    // A new discussion keeps a draft, so the question says it is kept rather than lost.
    const dialog = await screen.findByRole("dialog", { name: "Unposted Draft" });
    await user.click(within(dialog).getByRole("button", { name: "Stay" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect((screen.getByRole("textbox", { name: "Title" }) as HTMLInputElement).value).toBe("Half written");

    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });

  it("an untouched form leaves without a question", () => {
    signInMember();
    vi.stubGlobal("fetch", fakeFetch().fetch);
    renderForm(createIn2);
    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  });
});
