import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";
import { quoteNodeFrom } from "../editor";
import { createCommentBoxStore } from "./comment-box-store";
import { sampleQuote as quote } from "./post-fixtures";
import { QuoteButton } from "./QuoteButton";

afterEach(() => vi.unstubAllGlobals());

describe("QuoteButton (shell spec §6)", () => {
  it("loads the comment's quote and inserts its quote block into the comment box", async () => {
    const fake = fakeFetch(jsonResponse(quote));
    vi.stubGlobal("fetch", fake.fetch);
    const box = createCommentBoxStore();
    const editor = { focus: vi.fn(), insertBlocks: vi.fn(), reset: vi.fn() };
    box.register(editor);
    render(<QuoteButton recordType="comment" recordID={12} box={box} />);
    await userEvent.click(screen.getByRole("button", { name: "Quote" }));
    await waitFor(() => expect(editor.insertBlocks).toHaveBeenCalledWith([quoteNodeFrom(quote)]));
    expect(fake.requests[0]?.url).toContain("/api/v2/comments/12/quote");
  });

  it("asks the discussion's quote endpoint for the original post", async () => {
    const fake = fakeFetch(jsonResponse({ ...quote, recordType: "discussion", recordID: 1 }));
    vi.stubGlobal("fetch", fake.fetch);
    const box = createCommentBoxStore();
    const editor = { focus: vi.fn(), insertBlocks: vi.fn(), reset: vi.fn() };
    box.register(editor);
    render(<QuoteButton recordType="discussion" recordID={1} box={box} />);
    await userEvent.click(screen.getByRole("button", { name: "Quote" }));
    await waitFor(() => expect(editor.insertBlocks).toHaveBeenCalledTimes(1));
    expect(fake.requests[0]?.url).toContain("/api/v2/discussions/1/quote");
  });
});
