import type { FragmentImpl } from "../../schemas/layout/node.schema";

/** The fragmentUUID that forces the built-in component (shell spec §2 custom fragments). */
export const SYSTEM_FRAGMENT_UUID = "system";

/** Fragment implementations by fragment type (a node's `$fragmentImpls`, or `fragments.globalImpls`). */
export type FragmentImpls = Readonly<Record<string, FragmentImpl>>;

/**
 * Picks the fragment that replaces a widget, or null for the built-in. For each of the widget's
 * fragment types in order, the node's own `$fragmentImpls` win; only when the node names none of
 * them do the site-wide `fragments.globalImpls` apply. An impl whose fragmentUUID is "system"
 * forces the built-in (so one layout can opt out of a global fragment). Pure, so the server's
 * layout check and node tests can use it.
 */
export function resolveFragmentImpl(
  fragmentTypes: readonly string[],
  nodeImpls?: FragmentImpls | null,
  globalImpls?: FragmentImpls | null,
): FragmentImpl | null {
  for (const impls of [nodeImpls, globalImpls]) {
    if (!impls) continue;
    for (const fragmentType of fragmentTypes) {
      if (!Object.hasOwn(impls, fragmentType)) continue;
      const impl = impls[fragmentType];
      if (!impl) continue;
      return isCustomFragment(impl) ? impl : null;
    }
  }
  return null;
}

/** True when an impl names a loadable fragment: not "system" and with a module URL. */
export function isCustomFragment(
  impl: FragmentImpl | null | undefined,
): impl is FragmentImpl & { jsUrl: string } {
  return (
    !!impl &&
    impl.fragmentUUID !== SYSTEM_FRAGMENT_UUID &&
    typeof impl.jsUrl === "string" &&
    impl.jsUrl !== ""
  );
}
