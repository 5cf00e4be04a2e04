import { useLocation, useSearch } from "wouter";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { withTarget } from "../../../runtime/url/target";
import { siteConfigDefaults } from "../../../schemas/config/site-config-defaults";

/** Sign-in, registration and sign-out links, each returning to the current page. */
export interface EntryLinks {
  signIn: string;
  /** Null when registration is closed. */
  register: string | null;
  signOut: string;
}

/**
 * The entry links of the title bar (shell spec §2): the paths site config may override, with a
 * Target parameter holding the current address unless the current page is under /entry. Register
 * is offered only while registration is open (`registration.method` basic).
 */
export function useEntryLinks(): EntryLinks {
  const signInUrl = useSession((s) => configValue(s, "signInUrl", siteConfigDefaults.signInUrl));
  const registrationUrl = useSession((s) =>
    configValue(s, "registrationUrl", siteConfigDefaults.registrationUrl),
  );
  const signOutUrl = useSession((s) => configValue(s, "signOutUrl", siteConfigDefaults.signOutUrl));
  const canRegister = useSession((s) => configValue(s, "registration.method", "basic") === "basic");
  const [pathname] = useLocation();
  const search = useSearch();
  const here = { pathname, search: search ? `?${search}` : "" };
  return {
    signIn: withTarget(signInUrl, here),
    register: canRegister ? withTarget(registrationUrl, here) : null,
    signOut: withTarget(signOutUrl, here),
  };
}
