import { act } from "@testing-library/react";
import { vi } from "vitest";
import type { Discussion } from "../../../schemas/entities/discussion.schema";
import type { Me } from "../../../schemas/entities/user.schema";
import type { PermissionsRecord } from "../../../schemas/entities/permissions.schema";
import { sessionStore } from "../../../runtime/data/session-store";
import type { OptionsTestServer } from "./options-test-server";

/**
 * Test helper: signs a demo user in on the in-process server, routes `fetch` there with their cookie
 * and puts them, their permissions and `config` into the session store, as the boot payload would.
 */
export async function signInThrough(
  server: OptionsTestServer,
  userName: string,
  config: Record<string, unknown> = {},
): Promise<void> {
  const fetch = await server.fetchAs(userName);
  vi.stubGlobal("fetch", fetch);
  const read = async <T>(path: string) => (await (await fetch(`/api/v2/${path}`)).json()) as T;
  const user = await read<Me>("users/me");
  const record = await read<PermissionsRecord>("users/$me/permissions?expand=junctions");
  server.calls.length = 0;
  act(() =>
    sessionStore.update((state) => {
      state.user = user;
      state.permissions = { status: "success", record };
      state.config = config;
    }),
  );
}

/** A discussion as the signed-in user reads it (the post page's hydrator gives the same). */
export async function discussionFrom(server: OptionsTestServer, discussionID: number): Promise<Discussion> {
  const response = await globalThis.fetch(`/api/v2/discussions/${discussionID}?expand=reactions`);
  if (response.status !== 200) throw new Error(`GET discussion ${discussionID}: ${response.status}`);
  server.calls.length = 0;
  return (await response.json()) as Discussion;
}
