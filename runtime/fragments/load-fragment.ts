import type { ComponentType } from "react";
import type { FragmentImpl } from "../../schemas/layout/node.schema";
import { t } from "../i18n/t";
import type { PropsValidator } from "../layout/validate-props";
import { loadFragmentStyles } from "./load-fragment-styles";

/** How long a fragment's module may take to load (content spec §9: script load timeout 10 s). */
export const FRAGMENT_SCRIPT_TIMEOUT_MS = 10_000;

/** Imports an ES module by URL; tests inject their own (jsdom cannot import URLs). */
export type ModuleImporter = (url: string) => Promise<unknown>;

/** Options of {@link loadFragmentComponent}. */
export interface LoadFragmentOptions {
  /** Replaces the browser's `import()`. */
  importModule?: ModuleImporter;
  /** Where the styles go; the page's document by default. */
  document?: Document;
}

/** A fragment that failed to load: its module URL and the underlying cause. */
export class FragmentLoadError extends Error {
  constructor(
    message: string,
    readonly url: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "FragmentLoadError";
  }
}

// A native dynamic import from the app's nonce'd module: allowed by 'strict-dynamic', no eval.
const browserImport: ModuleImporter = (url) => import(/* @vite-ignore */ url);

// One cache per importer, so an injected importer never sees another's modules.
const caches = new WeakMap<ModuleImporter, Map<string, Promise<ComponentType<unknown>>>>();

/** True for what React can render as a component: a function, class, memo, forwardRef or lazy. */
function isComponent(value: unknown): value is ComponentType<unknown> {
  return typeof value === "function" || (typeof value === "object" && value !== null && "$$typeof" in value);
}

/**
 * Imports a module with the 10 s timeout and picks its default export with `pick` (which throws
 * when it is not what is wanted); a failure or the timeout rejects with a FragmentLoadError.
 */
async function importDefault<T>(
  url: string,
  importModule: ModuleImporter,
  pick: (defaultExport: unknown) => T,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new FragmentLoadError(t("Loading of the script {url} has timed out.", { url }), url)),
      FRAGMENT_SCRIPT_TIMEOUT_MS,
    );
  });
  const imported = importModule(url).catch((cause: unknown) => {
    throw new FragmentLoadError(t("Failed to load a required embed script"), url, { cause });
  });
  try {
    const module = await Promise.race([imported, timeout]);
    return pick((module as { default?: unknown } | null)?.default);
  } finally {
    clearTimeout(timer);
  }
}

/** Imports the module with the 10 s timeout and checks its default export. */
function importComponent(url: string, importModule: ModuleImporter): Promise<ComponentType<unknown>> {
  return importDefault(url, importModule, (component) => {
    if (!isComponent(component)) {
      throw new FragmentLoadError(
        t("The fragment {url} must export a React component as its default export.", { url }),
        url,
      );
    }
    return component;
  });
}

/**
 * Loads the validator of a declared widget type's props (`propsValidatorUrl`, served by
 * `GET /fragments/{uuid}/props-validator.js`): an ES module whose default export is an ajv
 * standalone validate function. Imported like fragments (same importer, same 10 s timeout).
 */
export function loadPropsValidator(
  url: string,
  options: Pick<LoadFragmentOptions, "importModule"> = {},
): Promise<PropsValidator> {
  return importDefault(url, options.importModule ?? browserImport, (validate) => {
    if (typeof validate !== "function") {
      throw new FragmentLoadError(
        `The props validator ${url} must export a function as its default export.`,
        url,
      );
    }
    return validate as PropsValidator;
  });
}

/**
 * Loads a fragment's React component from `impl.jsUrl` (its module's default export), cached per
 * URL, while applying its styles (waiting at most 1 s for them). Rejects with a FragmentLoadError
 * when the module fails ("Failed to load a required embed script"), takes over 10 s ("Loading of
 * the script {url} has timed out.", content spec §8) or has no component as default export. A
 * failed load is forgotten, so a later call retries.
 */
export async function loadFragmentComponent(
  impl: FragmentImpl,
  options: LoadFragmentOptions = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<ComponentType<any>> {
  const url = impl.jsUrl;
  if (!url) throw new FragmentLoadError(t("Failed to load a required embed script"), "");
  const importModule = options.importModule ?? browserImport;
  let cache = caches.get(importModule);
  if (!cache) caches.set(importModule, (cache = new Map()));
  let pending = cache.get(url);
  if (!pending) {
    const started = importComponent(url, importModule);
    cache.set(url, started);
    started.catch(() => {
      if (cache.get(url) === started) cache.delete(url);
    });
    pending = started;
  }
  const [component] = await Promise.all([
    pending,
    typeof document === "undefined" && !options.document
      ? undefined
      : loadFragmentStyles(impl, options.document ?? document),
  ]);
  return component;
}

// What renders a loaded fragment comes with the loader: pages without fragments never download it.
export { ScopedFragment } from "./ScopedFragment";
