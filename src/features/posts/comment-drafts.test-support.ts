import { act } from "@testing-library/react";
import { vi } from "vitest";
import type { DraftInput } from "../drafts";
import { resetSession } from "../../../tests/helpers/session";
import { toastStore } from "../../ui/toasts/toast-store";

/** A server comment draft as the drafts list answers it. */
export type ServerCommentDraft = DraftInput & { draftID: number };

/** The signed-in member's comment drafts on the in-process server (none for a guest, who gets 403). */
export async function serverDrafts(): Promise<ServerCommentDraft[]> {
  const response = await fetch("/api/v2/drafts?recordType=comment");
  return response.ok ? ((await response.json()) as ServerCommentDraft[]) : [];
}

/**
 * Test support for comment box tests with drafts: after each test, the member's drafts go on the
 * server as in the browser, and timers, storage, stubs, toasts and the session are reset.
 */
export async function clearCommentDrafts(): Promise<void> {
  for (const draft of await serverDrafts()) {
    await fetch(`/api/v2/drafts/${draft.draftID}`, {
      method: "DELETE",
      headers: { "X-Requested-With": "XMLHttpRequest" },
    });
  }
  vi.useRealTimers();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  toastStore.clear();
  act(() => resetSession());
}
