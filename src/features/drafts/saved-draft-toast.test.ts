import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { toastStore } from "../../ui/toasts/toast-store";
import { createDraftAutosave, type DraftApi } from "./draft-autosave";
import type { DraftInput } from "./draft-types";
import { SAVED_DRAFT_TOAST_ID, watchSavedDraftToast } from "./saved-draft-toast";

/** An IntersectionObserver the test drives: `show(true)` puts the comment box in view. */
function fakeObserver() {
  let callback: IntersectionObserverCallback = () => undefined;
  class FakeObserver {
    constructor(next: IntersectionObserverCallback) {
      callback = next;
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return {
    show: (isIntersecting: boolean) =>
      callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver),
  };
}

const api: DraftApi = {
  get: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(async () => undefined),
};
const draft: DraftInput = {
  recordType: "comment",
  parentRecordType: "discussion",
  parentRecordID: 1,
  attributes: { body: JSON.stringify([{ type: "p", children: [{ text: "Hi" }] }]), format: "rich2" },
};
const shownToast = () =>
  toastStore.store
    .getState()
    .toasts.find((toast) => toast.toastID === SAVED_DRAFT_TOAST_ID && toast.visibility);

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
  window.localStorage.clear();
});

describe("Saved Draft Available toast (content spec §4)", () => {
  it("shows while a comment draft exists and its form is out of view, and hides when the draft is gone", async () => {
    const observer = fakeObserver();
    const engine = createDraftAutosave({ path: "/discussion/1", storage: window.localStorage, api });
    const stop = watchSavedDraftToast(
      engine,
      document.body,
      () => "/discussion/1?hasDraft=true#create-comment",
    );
    observer.show(false);
    expect(shownToast()).toBeUndefined();
    engine.change(draft);
    expect(shownToast()).toBeDefined();
    const view = render(shownToast()!.body as ReactElement);
    expect(view.container.textContent).toContain("Saved Draft Available.");
    expect(screen.getByRole("link", { name: "Navigate to Draft" }).getAttribute("href")).toBe(
      "/discussion/1?hasDraft=true#create-comment",
    );
    view.unmount();
    observer.show(true);
    expect(shownToast()).toBeUndefined();
    observer.show(false);
    expect(shownToast()).toBeDefined();
    await engine.remove();
    expect(shownToast()).toBeUndefined();
    stop();
    engine.dispose();
  });

  it("Navigate to Draft brings the comment box holding a reply draft into view and focuses it", () => {
    const observer = fakeObserver();
    const box = document.createElement("section");
    const editor = document.createElement("textarea");
    box.append(editor);
    document.body.append(box);
    const scrolled = vi.fn();
    box.scrollIntoView = scrolled;
    const engine = createDraftAutosave({ path: "/discussion/1", storage: window.localStorage, api });
    const stop = watchSavedDraftToast(engine, box, () => "/discussion/comment/7?hasDraft=true#Comment_7");
    observer.show(false);
    engine.change(draft);
    const view = render(shownToast()!.body as ReactElement);
    const link = screen.getByRole("link", { name: "Navigate to Draft" });
    expect(link.getAttribute("href")).toBe("/discussion/comment/7?hasDraft=true#Comment_7");
    expect(fireEvent.click(link)).toBe(false);
    expect(scrolled).toHaveBeenCalled();
    expect(document.activeElement).toBe(editor);
    view.unmount();
    stop();
    engine.dispose();
    box.remove();
  });
});
