import { GUEST_USER, sessionStore } from "../../runtime/data/session-store";
import type { Me } from "../../schemas/entities/user.schema";

/** What a component test sets on the app-wide session store. */
export interface TestSession {
  /** Signs in a member with these fields (userID 2 unless given); omit for a guest. */
  user?: Partial<Me>;
  /** Global permissions granted (loaded successfully). */
  permissions?: string[];
  config?: Record<string, unknown>;
}

/** Test helper: puts a user, their global permissions and config into the app-wide session store. */
export function setSession({ user, permissions = [], config = {} }: TestSession): void {
  sessionStore.update((state) => {
    state.user = user ? { ...GUEST_USER, userID: 2, name: "member", ...user } : GUEST_USER;
    state.permissions = {
      status: "success",
      record: {
        isAdmin: false,
        permissions: [
          { type: "global", permissions: Object.fromEntries(permissions.map((name) => [name, true])) },
        ],
      },
    };
    state.config = config;
  });
}

/** Test helper: back to a guest with nothing loaded and an empty config. */
export function resetSession(): void {
  sessionStore.update((state) => {
    state.user = GUEST_USER;
    state.permissions = { status: "pending", record: null };
    state.config = {};
  });
}
