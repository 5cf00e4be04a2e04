import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRef } from "react";
import { Editor, Transforms } from "slate";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import type { Rich2Document, Rich2Quote } from "../../../schemas/entities/rich2";
import type { Rich2Editor } from "./slate-types";
import type * as CreateRichEditorModule from "./create-rich-editor";
import type { RichEditorHandle } from "./rich-editor-types";
import { polyfillContentEditable } from "../../../tests/helpers/jsdom-editable";
import RichEditor from "./RichEditor";
import { mentionConstants } from "./mention-constants";
import { SETTLED_FOCUS_RETRY_MS } from "./use-settled-focus";

// The editor instance each mounted RichEditor made, so a test can type through Slate's API
// (jsdom has no beforeinput typing); the editor itself is the real one.
const editors = vi.hoisted(() => [] as unknown[]);
vi.mock("./create-rich-editor", async (importOriginal) => {
  const original = await importOriginal<typeof CreateRichEditorModule>();
  return {
    createRichEditor: () => {
      const editor = original.createRichEditor();
      editors.push(editor);
      return editor;
    },
  };
});
polyfillContentEditable();

const lastEditor = () => editors[editors.length - 1] as Rich2Editor;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetSession();
  editors.length = 0;
});

const quote: Rich2Quote = {
  type: "quote",
  recordType: "comment",
  recordID: 9,
  url: "/discussion/comment/9",
  authorName: "Ann",
  body: '[{"type":"p","children":[{"text":"hi"}]}]',
  format: "rich2",
  children: [{ text: "" }],
};

function renderEditor() {
  const onChange = vi.fn<(value: Rich2Document) => void>();
  const handle = createRef<RichEditorHandle>();
  render(<RichEditor label="Comment" onChange={onChange} handleRef={handle} placeholder="Write…" />);
  return { onChange, handle, textbox: screen.getByRole("textbox", { name: "Comment" }) };
}

function typeText(text: string) {
  const editor = lastEditor();
  act(() => {
    Transforms.select(editor, Editor.end(editor, []));
    Transforms.insertText(editor, text);
  });
}

describe("RichEditor", () => {
  it("shows a named formatting toolbar and a labelled multi-line text box", () => {
    const { textbox } = renderEditor();
    const toolbar = screen.getByRole("toolbar", { name: "Formatting" });
    const names = [
      "Bold",
      "Italic",
      "Strikethrough",
      "Code",
      "Heading 2",
      "Heading 3",
      "Quote",
      "Code Block",
    ];
    for (const name of [...names, "Bulleted List", "Numbered List", "Link"]) {
      expect(within(toolbar).getByRole("button", { name }).getAttribute("aria-pressed")).toBe("false");
    }
    expect(within(toolbar).getByRole("button", { name: "Insert Image or File" })).toBeTruthy();
    expect(textbox.getAttribute("aria-multiline")).toBe("true");
  });

  it("a refused text is announced: the editing area is invalid and described by the error", () => {
    render(
      <>
        <RichEditor label="Body" onChange={() => undefined} errorID="body-error" isInvalid />
        <p id="body-error">Body is required.</p>
      </>,
    );
    const textbox = screen.getByRole("textbox", { name: "Body" });
    expect(textbox.getAttribute("aria-invalid")).toBe("true");
    expect(textbox.getAttribute("aria-describedby")).toBe("body-error");
    cleanup();
    renderEditor();
    expect(screen.getByRole("textbox", { name: "Comment" }).getAttribute("aria-invalid")).toBeNull();
  });

  it("inserts a quote through the handle and reports a valid rich2 document", async () => {
    const { handle, onChange } = renderEditor();
    act(() => handle.current!.insertBlocks([quote]));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([quote, { type: "p", children: [{ text: "" }] }]),
    );
    expect(screen.getByText("Quote of Ann")).toBeTruthy();
    expect(screen.getByText("hi")).toBeTruthy(); // the quoted text, as text

    act(() => handle.current!.reset());
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([{ type: "p", children: [{ text: "" }] }]));
  });

  it("shows an html quote's text only: no element of the quoted markup reaches the editor", async () => {
    const { handle } = renderEditor();
    const hostile = { ...quote, format: "html", body: '<img src=x onerror="alert(1)"><b>bold</b> words' };
    act(() => handle.current!.insertBlocks([hostile]));
    await waitFor(() => expect(screen.getByText("bold words")).toBeTruthy());
    const block = screen.getByText("bold words").closest("blockquote")!;
    expect(block.querySelector("img, b")).toBeNull();
  });

  it("focuses the text once an inserted quote is in the page", async () => {
    const { handle, textbox } = renderEditor();
    act(() => handle.current!.insertBlocks([quote]));
    await waitFor(() => expect(document.activeElement).toBe(textbox));
  });

  it("waits for an inserted quote to be rendered before focusing, and drops the focus once closed", async () => {
    const { handle, textbox } = renderEditor();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      act(() => handle.current!.insertBlocks([quote]));
      await Promise.resolve(); // Slate applies the changes; React has not rendered them yet
      expect(() => vi.advanceTimersByTime(SETTLED_FOCUS_RETRY_MS * 3)).not.toThrow();
      // React renders the quote; the next look focuses the text.
      for (let look = 0; look < 10 && document.activeElement !== textbox; look += 1) {
        await act(async () => {});
        vi.advanceTimersByTime(SETTLED_FOCUS_RETRY_MS);
      }
      expect(document.activeElement).toBe(textbox);

      act(() => handle.current!.insertBlocks([quote]));
      cleanup();
      await Promise.resolve();
      expect(() => vi.advanceTimersByTime(1000)).not.toThrow();
    } finally {
      vi.useRealTimers();
    }
  });

  it("accepts only safe links in the link form (content spec §5)", async () => {
    const { onChange } = renderEditor();
    typeText("docs");
    act(() =>
      Transforms.select(lastEditor(), {
        anchor: Editor.start(lastEditor(), []),
        focus: Editor.end(lastEditor(), []),
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Link" }));
    const field = screen.getByRole("textbox", { name: "URL" });
    fireEvent.change(field, { target: { value: "javascript:alert(1)" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("alert").textContent).toBe("Please enter a valid link.");
    fireEvent.change(field, { target: { value: "example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([
        {
          type: "p",
          children: [
            { text: "" },
            { type: "a", url: "https://example.com", children: [{ text: "docs" }] },
            { text: "" },
          ],
        },
      ]),
    );
  });

  it("prefills the link form's labelled Text field with the selected text", () => {
    renderEditor();
    typeText("docs");
    act(() =>
      Transforms.select(lastEditor(), {
        anchor: Editor.start(lastEditor(), []),
        focus: Editor.end(lastEditor(), []),
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Link" }));
    const group = screen.getByRole("group", { name: "Link" });
    expect((within(group).getByRole("textbox", { name: "Text" }) as HTMLInputElement).value).toBe("docs");
    expect((within(group).getByRole("textbox", { name: "URL" }) as HTMLInputElement).value).toBe("");
  });

  it("inserts a link with the typed text when nothing is selected, refusing unsafe links", async () => {
    const { onChange } = renderEditor();
    typeText("Read ");
    fireEvent.click(screen.getByRole("button", { name: "Link" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Text" }), { target: { value: "the guide" } });
    const url = screen.getByRole("textbox", { name: "URL" });
    fireEvent.change(url, { target: { value: "data:text/html,<b>x</b>" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("alert").textContent).toBe("Please enter a valid link.");
    fireEvent.change(url, { target: { value: "https://example.com/guide" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([
        {
          type: "p",
          children: [
            { text: "Read " },
            { type: "a", url: "https://example.com/guide", children: [{ text: "the guide" }] },
            { text: "" },
          ],
        },
      ]),
    );
  });

  it("toggles marks with Mod+B / Mod+I / Mod+Shift+X / Mod+E and submits on Mod+Enter", async () => {
    const onChange = vi.fn<(value: Rich2Document) => void>();
    const onSubmitShortcut = vi.fn();
    render(<RichEditor label="Comment" onChange={onChange} onSubmitShortcut={onSubmitShortcut} />);
    const textbox = screen.getByRole("textbox", { name: "Comment" });
    typeText("word");
    const editor = lastEditor();
    act(() => Transforms.select(editor, { anchor: Editor.start(editor, []), focus: Editor.end(editor, []) }));
    fireEvent.keyDown(textbox, { key: "b", which: 66, keyCode: 66, ctrlKey: true });
    fireEvent.keyDown(textbox, { key: "i", which: 73, keyCode: 73, ctrlKey: true });
    fireEvent.keyDown(textbox, { key: "X", which: 88, keyCode: 88, ctrlKey: true, shiftKey: true });
    fireEvent.keyDown(textbox, { key: "e", which: 69, keyCode: 69, ctrlKey: true });
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([
        {
          type: "p",
          children: [{ text: "word", bold: true, italic: true, strikethrough: true, code: true }],
        },
      ]),
    );
    expect(screen.getByRole("button", { name: "Bold" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.keyDown(textbox, { key: "Enter", which: 13, keyCode: 13, ctrlKey: true });
    expect(onSubmitShortcut).toHaveBeenCalledTimes(1);
  });

  it("suggests users for @name in a listbox, chosen with the arrow keys and Enter", async () => {
    const recent = new Date().toISOString();
    const users = [
      { userID: 1, name: "Joanne", photoUrl: "", dateLastActive: null },
      { userID: 2, name: "Jo", photoUrl: "", dateLastActive: null },
      { userID: 3, name: "Joel", photoUrl: "", dateLastActive: recent },
    ];
    const network = fakeFetch(jsonResponse(users));
    vi.stubGlobal("fetch", network.fetch);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { textbox, onChange } = renderEditor();
    typeText("hi @jo");
    await act(() => vi.advanceTimersByTimeAsync(mentionConstants.debounceMs));
    const listbox = await screen.findByRole("listbox");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Jo", "Joel", "Joanne"]);
    expect(network.requests).toHaveLength(1);
    const url = new URL(network.requests[0]!.url, "http://localhost");
    expect(url.pathname).toBe("/api/v2/users/by-names");
    expect(Object.fromEntries(url.searchParams)).toEqual({ name: "jo*", order: "mention", limit: "50" });

    expect(textbox.getAttribute("aria-activedescendant")).toBe(within(listbox).getAllByRole("option")[0]!.id);
    fireEvent.keyDown(textbox, { key: "ArrowDown" });
    const joel = within(listbox).getByRole("option", { name: "Joel" });
    expect(joel.getAttribute("aria-selected")).toBe("true");
    expect(textbox.getAttribute("aria-activedescendant")).toBe(joel.id);

    // A longer prefix is answered from the cached result (3 < 50 users) without another call.
    typeText("e");
    await waitFor(() => expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Joel"]));
    fireEvent.keyDown(textbox, { key: "Enter" });
    expect(network.requests).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    const doc = onChange.mock.lastCall![0];
    expect(doc).toEqual([
      {
        type: "p",
        children: [
          { text: "hi " },
          { type: "mention", name: "Joel", userID: 3, children: [{ text: "" }] },
          { text: " " },
        ],
      },
    ]);
  });

  it("closes the suggestions on Escape", async () => {
    vi.stubGlobal(
      "fetch",
      fakeFetch(jsonResponse([{ userID: 2, name: "Jo", photoUrl: "", dateLastActive: null }])).fetch,
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { textbox } = renderEditor();
    typeText("@j");
    await act(() => vi.advanceTimersByTimeAsync(mentionConstants.debounceMs));
    await screen.findByRole("listbox");
    fireEvent.keyDown(textbox, { key: "Escape" });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(textbox.hasAttribute("aria-activedescendant")).toBe(false);
  });

  it("refuses a file with a wrong extension or too big, with the spec's messages (content spec §8)", () => {
    setSession({ config: { "upload.maxSize": 1024, "upload.allowedExtensions": ["png", "pdf"] } });
    const { textbox } = renderEditor();
    const input = textbox
      .closest("div")!
      .parentElement!.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(["x"], "run.exe")] } });
    expect(screen.getByRole("alert").textContent).toBe(
      "The uploaded file did not have an allowed extension. Only the following extensions are allowed. png, pdf",
    );
    fireEvent.change(input, { target: { files: [new File(["x".repeat(2048)], "big.png")] } });
    expect(screen.getByRole("alert").textContent).toMatch(/^The uploaded file was too big \(max .+\)\.$/);
  });
});
