import { createContext, useContext } from "react";
import type { Me } from "../../schemas/entities/user.schema";
import type { PermissionsRecord } from "../../schemas/entities/permissions.schema";
import type { BootPayload } from "../../schemas/boot.schema";
import { createPermissionChecker, type PermissionChecker } from "../permissions/permission-checker";
import type { LoadStatus } from "./load-status";
import { createStore, useStore, type Store } from "./store";

/** The guest user (content spec §6: guests have userID 0). */
export const GUEST_USER: Me = {
  userID: 0,
  name: "Guest",
  photoUrl: "",
  dateLastActive: null,
  roleIDs: [],
  emailConfirmed: false,
  isAdmin: false,
  isSysAdmin: false,
  permissions: [],
  countUnreadNotifications: 0,
  countUnreadConversations: 0,
};

/** Who is signed in, what they may do, and the site's public config. */
export interface SessionState {
  user: Me;
  permissions: { status: LoadStatus; record: PermissionsRecord | null };
  config: Record<string, unknown>;
  locale: string;
  debug: boolean;
}

/** Creates the session store, from the boot payload when there is one. */
export function createSessionStore(boot?: BootPayload | null): Store<SessionState> {
  return createStore<SessionState>({
    user: boot?.user ?? GUEST_USER,
    permissions: boot ? { status: "success", record: boot.permissions } : { status: "pending", record: null },
    config: boot?.config ?? {},
    locale: boot?.locale ?? "en",
    debug: boot?.debug ?? false,
  });
}

/** The permission checker of a session state (nothing granted until loaded). */
export function checkerOf(state: SessionState): PermissionChecker {
  return createPermissionChecker(state.permissions.record, state.permissions.status);
}

/** Reads a config key with a default. */
export function configValue<T>(state: SessionState, key: string, fallback: T): T {
  return key in state.config ? (state.config[key] as T) : fallback;
}

/** The app-wide session store of the browser. */
export const sessionStore = createSessionStore(null);

/**
 * The session store of the rendered tree: the browser's own by default; the server renders each
 * page with a store of that request's viewer (src/app/entry-server.tsx).
 */
export const SessionStoreContext = createContext<Store<SessionState>>(sessionStore);

/** The session store of the rendered tree, for reads outside render (event handlers, effects). */
export function useSessionStore(): Store<SessionState> {
  return useContext(SessionStoreContext);
}

/** React hook reading a slice of the session store (the tree's, unless one is given). */
export function useSession<T>(select: (state: SessionState) => T, store?: Store<SessionState>): T {
  const contextStore = useContext(SessionStoreContext);
  return useStore(store ?? contextStore, select);
}
