import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";
import { CommentEditForm } from "./CommentEditForm";
import { sampleComments } from "./post-fixtures";

afterEach(() => vi.unstubAllGlobals());

const edit = { commentID: 11, discussionID: 1, body: "Old words", format: "markdown" };

describe("CommentEditForm (inline comment editing)", () => {
  it("loads the comment as written, edits it in a textarea and saves with PATCH /comments/{id}", async () => {
    const saved = { ...sampleComments[0]!, body: "<p>New words</p>" };
    const fake = fakeFetch(jsonResponse(edit), jsonResponse(saved));
    vi.stubGlobal("fetch", fake.fetch);
    const onSaved = vi.fn();
    render(<CommentEditForm commentID={11} onSaved={onSaved} onCancel={() => undefined} />);
    const textarea = await screen.findByLabelText<HTMLTextAreaElement>("Edit Comment");
    expect(textarea.value).toBe("Old words");
    await userEvent.clear(textarea);
    await userEvent.type(textarea, "New words");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(fake.requests[0]?.url).toContain("/api/v2/comments/11/edit");
    expect(fake.requests[1]?.method).toBe("PATCH");
    expect(JSON.parse(String(fake.requests[1]?.body))).toEqual({ body: "New words", format: "markdown" });
  });

  it("keeps the text and shows the server's message when saving fails; Cancel leaves", async () => {
    const fake = fakeFetch(
      jsonResponse(edit),
      jsonResponse({ message: "The edit window has closed.", status: 403 }, { status: 403 }),
    );
    vi.stubGlobal("fetch", fake.fetch);
    const onCancel = vi.fn();
    render(<CommentEditForm commentID={11} onSaved={() => undefined} onCancel={onCancel} />);
    const textarea = await screen.findByLabelText<HTMLTextAreaElement>("Edit Comment");
    await userEvent.type(textarea, "!");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The edit window has closed.");
    expect(textarea.value).toBe("Old words!");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalled();
  });
});
