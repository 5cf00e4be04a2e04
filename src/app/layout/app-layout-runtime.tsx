import validatorLoaders from "virtual:widget-validators";
import type { LayoutRuntime } from "../../../runtime/layout/layout-runtime";
import type { PropsValidator } from "../../../runtime/layout/validate-props";
import { createRegistry } from "../../../runtime/registry/registry";
import { configValue, type SessionState } from "../../../runtime/data/session-store";
import type { Store } from "../../../runtime/data/store";
import { resolveFragmentImpl, type FragmentImpls } from "../../../runtime/fragments/resolve-fragment";
import { FragmentOverride } from "../../../runtime/fragments/FragmentOverride";
import { builtInWidgets } from "../../../widgets";

/** True when the page asks for debug mode with `?debug=1`. */
export function isDebugRequested(search: string): boolean {
  return new URLSearchParams(search).get("debug") === "1";
}

/**
 * Each widget type's validator, loaded once for every runtime: the server makes a runtime per page, and
 * a promise React has seen settle answers `use()` at once, where a new one would suspend each widget
 * of each page until its chunk's import resolved again.
 */
const validatorsByType = new Map<string, Promise<PropsValidator | undefined>>();
function loadValidator(type: string): Promise<PropsValidator | undefined> {
  let validator = validatorsByType.get(type);
  if (!validator) {
    validator = validatorLoaders[type]?.() ?? Promise.resolve(undefined);
    validatorsByType.set(type, validator);
  }
  return validator;
}

/**
 * The app's layout runtime: the built-in widgets, their build-time validators, and custom fragments
 * (node `$fragmentImpls` first, then the site's `fragments.globalImpls`).
 */
export function createAppLayoutRuntime(options: {
  debug: boolean;
  session: Store<SessionState>;
}): LayoutRuntime {
  return {
    registry: createRegistry(builtInWidgets),
    loadValidator,
    debug: options.debug,
    resolveFragmentImpl: (fragmentTypes, nodeImpls) =>
      resolveFragmentImpl(
        fragmentTypes,
        nodeImpls,
        configValue<FragmentImpls>(options.session.getState(), "fragments.globalImpls", {}),
      ),
    renderFragment: (impl, Default, props) => (
      <FragmentOverride impl={impl} Default={Default} props={props} />
    ),
  };
}
