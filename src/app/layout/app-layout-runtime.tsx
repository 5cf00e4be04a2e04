import type { LayoutRuntime } from "../../../runtime/layout/layout-runtime";
import type { PropsValidator } from "../../../runtime/layout/validate-props";
import { createRegistry } from "../../../runtime/registry/registry";
import { configValue, type SessionState } from "../../../runtime/data/session-store";
import type { Store } from "../../../runtime/data/store";
import { resolveFragmentImpl, type FragmentImpls } from "../../../runtime/fragments/resolve-fragment";
import { FragmentOverride } from "../../../runtime/fragments/FragmentOverride";
import { builtInWidgets } from "../../../widgets";

/**
 * The loaders of the widgets' precompiled validators (each its own chunk), themselves loaded when
 * first needed: the list names every validator's chunk, which the first load has no use for.
 */
const validatorLoaders = () => import("virtual:widget-validators").then((m) => m.default);


/**
 * Loads the validators of the widgets named in `layout` once the browser is idle after the page's
 * load (never before: the first paint and hydration need none, node-validation.ts), so a later
 * page built from the same widgets renders without waiting for them. The bench reads the
 * `plaza:validators-prefetch` mark to tell these requests from the first load's.
 */
export function prefetchValidatorsWhenIdle(names: Iterable<string>): void {
  const registry = createRegistry(builtInWidgets);
  const types = new Set<string>();
  for (const name of names) {
    const type = registry.resolve(name)?.type;
    if (type) types.add(type);
  }
  if (types.size === 0) return;
  const start = () => {
    performance.mark("plaza:validators-prefetch");
    for (const type of types) void loadValidator(type).catch(() => undefined);
  };
  const whenIdle = () =>
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(start, { timeout: 5000 })
      : setTimeout(start, 1);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

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
/** Loads a widget type's precompiled validator; undefined when it has none. */
function loadValidator(type: string): Promise<PropsValidator | undefined> {
  let validator = validatorsByType.get(type);
  if (!validator) {
    validator = validatorLoaders().then((loaders) => loaders[type]?.());
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
