import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetSession, setSession } from "../../../tests/helpers/session";
import type { Rich2Document } from "../../../schemas/entities/rich2";
import { polyfillContentEditable } from "../../../tests/helpers/jsdom-editable";
import RichEditor from "./RichEditor";

polyfillContentEditable();

/** A scripted XMLHttpRequest: the test reports progress and answers each upload itself. */
class ScriptedXHR extends EventTarget {
  static sent: ScriptedXHR[] = [];
  upload = new EventTarget();
  status = 0;
  responseText = "";
  withCredentials = false;
  open() {}
  setRequestHeader() {}
  getResponseHeader() {
    return "application/json";
  }
  send() {
    ScriptedXHR.sent.push(this);
  }
  abort() {}
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent("progress", { lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event("load"));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
  ScriptedXHR.sent = [];
});

function renderWithFileInput() {
  setSession({ config: { "upload.maxSize": 1_000_000, "upload.allowedExtensions": ["png", "pdf"] } });
  vi.stubGlobal("XMLHttpRequest", ScriptedXHR);
  const onChange = vi.fn<(value: Rich2Document) => void>();
  const { container } = render(<RichEditor label="Body" onChange={onChange} />);
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { onChange, choose: (file: File) => fireEvent.change(input, { target: { files: [file] } }) };
}

const media = {
  mediaID: 5,
  url: "/uploads/photo.png",
  name: "photo.png",
  type: "image/png",
  size: 10,
  width: 640,
  height: 480,
  foreignType: null,
  foreignID: null,
  insertUserID: 2,
  dateInserted: "2026-01-01T00:00:00Z",
};

describe("RichEditor uploads (POST /media)", () => {
  it("shows the progress of an upload, then inserts the image with its name as alt text", async () => {
    const { onChange, choose } = renderWithFileInput();
    choose(new File(["x"], "photo.png", { type: "image/png" }));
    const bar = screen.getByRole("progressbar", { name: "Uploading photo.png" });
    act(() => ScriptedXHR.sent[0]!.progress(5, 10));
    expect(bar.getAttribute("value")).toBe("0.5");
    act(() => ScriptedXHR.sent[0]!.respond(201, media));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([
        {
          type: "image",
          url: "/uploads/photo.png",
          alt: "photo.png",
          width: 640,
          height: 480,
          children: [{ text: "" }],
        },
        { type: "p", children: [{ text: "" }] },
      ]),
    );
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("inserts other files as a file block with name, size and type", async () => {
    const { onChange, choose } = renderWithFileInput();
    choose(new File(["x"], "notes.pdf", { type: "application/pdf" }));
    act(() =>
      ScriptedXHR.sent[0]!.respond(201, {
        ...media,
        url: "/uploads/notes.pdf",
        name: "notes.pdf",
        type: "application/pdf",
        width: null,
        height: null,
      }),
    );
    await waitFor(() =>
      expect(onChange.mock.lastCall?.[0]).toContainEqual({
        type: "file",
        url: "/uploads/notes.pdf",
        name: "notes.pdf",
        size: 10,
        mimeType: "application/pdf",
        children: [{ text: "" }],
      }),
    );
  });

  it("uploads files pasted into the text", async () => {
    const { onChange } = renderWithFileInput();
    fireEvent.paste(screen.getByRole("textbox", { name: "Body" }), {
      clipboardData: { files: [new File(["x"], "photo.png", { type: "image/png" })], getData: () => "" },
    });
    expect(screen.getByRole("progressbar", { name: "Uploading photo.png" })).toBeTruthy();
    act(() => ScriptedXHR.sent[0]!.respond(201, media));
    await waitFor(() =>
      expect(onChange.mock.lastCall?.[0][0]).toMatchObject({ type: "image", alt: "photo.png" }),
    );
  });

  it("shows the server's message when the upload is refused", async () => {
    const { choose } = renderWithFileInput();
    choose(new File(["x"], "photo.png", { type: "image/png" }));
    act(() => ScriptedXHR.sent[0]!.respond(422, { message: "The file is broken.", status: 422 }));
    expect((await screen.findByRole("alert")).textContent).toBe("The file is broken.");
  });
});
