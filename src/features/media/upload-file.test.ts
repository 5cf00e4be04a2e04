import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../runtime/api/api-error";
import { uploadFile } from "./upload-file";

type Listener = (event: ProgressEvent) => void;

/** A stand-in for the browser's XMLHttpRequest that the test drives by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = "";
  responseHeaders: Record<string, string> = {};
  withCredentials = false;
  aborted = false;
  private listeners: Record<string, Listener[]> = {};
  upload = {
    listeners: [] as Listener[],
    addEventListener: (_type: string, listener: Listener) => this.upload.listeners.push(listener),
  };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  addEventListener(type: string, listener: Listener) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.emit("abort");
  }
  progress(loaded: number, total: number) {
    for (const listener of this.upload.listeners) {
      listener({ lengthComputable: true, loaded, total } as ProgressEvent);
    }
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = { "content-type": "application/json; charset=utf-8" };
    this.emit("load");
  }
  emit(type: string) {
    for (const listener of this.listeners[type] ?? []) listener({} as ProgressEvent);
  }
}

function current(): FakeXhr {
  if (!FakeXhr.last) throw new Error("no request was sent");
  return FakeXhr.last;
}

const media = {
  mediaID: 1,
  url: "/uploads/2024/01/0123456789abcdef.png",
  name: "tiny.png",
  type: "image/png",
  size: 4,
  width: 3,
  height: 2,
  foreignType: "discussion",
  foreignID: 7,
  insertUserID: 2,
  dateInserted: "2024-01-01T00:00:00.000Z",
};

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe("uploadFile (content spec §7: POST /media, multipart field file)", () => {
  it("posts the file with X-Requested-With, reports progress and resolves with the Media record", async () => {
    const onProgress = vi.fn();
    const file = new File(["\x89PNG"], "tiny.png", { type: "image/png" });
    const pending = uploadFile(file, { onProgress, foreignType: "discussion", foreignID: 7 });
    const xhr = current();
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/v2/media");
    expect(xhr.headers["X-Requested-With"]).toBe("XMLHttpRequest");
    expect((xhr.body?.get("file") as File).name).toBe("tiny.png");
    expect(xhr.body?.get("foreignType")).toBe("discussion");
    expect(xhr.body?.get("foreignID")).toBe("7");

    xhr.progress(1, 4);
    xhr.progress(2, 4);
    xhr.respond(201, media);
    await expect(pending).resolves.toEqual(media);
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0.25, 0.5, 1]);
  });

  it("rejects with an ApiError carrying the server's message", async () => {
    const pending = uploadFile(new File(["x"], "big.zip"));
    const message = "The uploaded file was too big (max 10 MB).";
    current().respond(413, { message, status: 413 });
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message });
  });

  it("rejects with the default message when the network fails", async () => {
    const pending = uploadFile(new File(["x"], "a.txt"));
    current().emit("error");
    await expect(pending).rejects.toMatchObject({
      status: 0,
      message: "Something went wrong while contacting the server.",
    });
  });

  it("aborts the request when the signal fires, rejecting with an AbortError", async () => {
    const controller = new AbortController();
    const pending = uploadFile(new File(["x"], "a.txt"), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(current().aborted).toBe(true);
  });
});
