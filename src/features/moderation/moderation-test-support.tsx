import { act } from "@testing-library/react";
import { SWRConfig } from "swr";
import type { ReactNode } from "react";
import type { FastifyInstance } from "fastify";
import { vi } from "vitest";
import { sessionStore } from "../../../runtime/data/session-store";
import type { Me } from "../../../schemas/entities/user.schema";
import type { PermissionsRecord } from "../../../schemas/entities/permissions.schema";
import { signInAs } from "../../../tests/helpers/server";
import { ToastArea } from "../../ui/toasts/ToastArea";
import { toastStore } from "../../ui/toasts/toast-store";
import { bulkDialogStore } from "./bulk-dialog-store";
import { discussionSelection, SELECTION_STORAGE_KEY, type SelectedDiscussion } from "./selection-store";

/** Test helper: a fresh swr cache and the toasts area around `children`. */
export function withShell(children: ReactNode) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {children}
      <ToastArea />
    </SWRConfig>
  );
}

/** Test helper: checks discussions in the app's selection. */
export function select(...items: SelectedDiscussion[]): void {
  act(() => items.forEach((item) => discussionSelection.toggle(item, true)));
}

/** Test helper: forgets the selection, its storage, the open dialog and the toasts. */
export function resetModeration(): void {
  act(() => {
    window.localStorage.removeItem(SELECTION_STORAGE_KEY);
    discussionSelection.reload();
    bulkDialogStore.update((draft) => {
      draft.open = null;
    });
    toastStore.clear();
  });
}

/** Test helper: a session whose permissions record is given as is (category junctions included). */
export function setRecord(record: PermissionsRecord, user: Partial<Me> = {}): void {
  sessionStore.update((state) => {
    state.user = { ...state.user, userID: 2, name: "moderator", ...user } as Me;
    state.permissions = { status: "success", record };
  });
}

/**
 * Test helper: routes `fetch` to the in-process API server signed in as `userName`, and puts the
 * user and their permissions into the session store as the boot payload would.
 */
export async function signInThrough(app: FastifyInstance, userName: string): Promise<void> {
  const cookie = await signInAs(app, userName);
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const headers: Record<string, string> = { cookie };
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    const response = await app.inject({
      method: (init.method ?? "GET").toUpperCase() as "GET",
      url: url.pathname + url.search,
      headers,
      ...(typeof init.body === "string" ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined)
        responseHeaders.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    }
    const hasBody = response.statusCode !== 204 && response.body !== "";
    return new Response(hasBody ? response.body : null, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  }) as typeof globalThis.fetch;
  vi.stubGlobal("fetch", fetch);
  const read = async <T,>(path: string) => (await (await fetch(`/api/v2/${path}`)).json()) as T;
  const user = await read<Me>("users/me");
  const record = await read<PermissionsRecord>("users/$me/permissions?expand=junctions");
  act(() =>
    sessionStore.update((state) => {
      state.user = user;
      state.permissions = { status: "success", record };
    }),
  );
}
