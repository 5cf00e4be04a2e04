import { Suspense, use, useContext, useMemo, type ComponentType } from "react";
import type { FragmentImpl } from "../../schemas/layout/node.schema";
import { t } from "../i18n/t";
import { FragmentBoundary } from "./FragmentBoundary";
import { FragmentImporterContext } from "./fragment-importer-context";
import type { ModuleImporter } from "./load-fragment";
import { isCustomFragment } from "./resolve-fragment";
import * as styles from "./fragment-notice.styles";
import { ClientOnlyRender } from "../layout/rendered-widgets";

const isServer = () => typeof document === "undefined";
/** What a fragment "loads" on the server, where it is never imported (see LoadedFragment). */
const serverPending = new Promise<ComponentType>(() => undefined);

/** Props of {@link FragmentOverride}. */
export interface FragmentOverrideProps<P extends object> {
  /** The fragment; null, undefined or fragmentUUID "system" render the built-in. */
  impl: FragmentImpl | null | undefined;
  /** The built-in component the fragment replaces; the fragment receives it as its `Default` prop. */
  Default: ComponentType<P>;
  /** The widget's validated props. */
  props: P;
  /** Replaces the browser's `import()` (tests); FragmentImporterContext does the same for a subtree. */
  importModule?: ModuleImporter;
}

/**
 * Renders a custom fragment in place of a built-in (shell spec §2): the fragment's default export
 * gets the widget's props plus `Default`, so it can wrap the built-in instead of copying it. Nothing
 * shows while it loads. When it fails to load or throws, a small "Error Loading Fragment" notice
 * (shell spec §8) and the built-in show instead, so the page keeps working.
 */
export function FragmentOverride<P extends object>({
  impl,
  Default,
  props,
  importModule,
}: FragmentOverrideProps<P>) {
  const contextImporter = useContext(FragmentImporterContext);
  const importer = importModule ?? contextImporter;
  const custom = isCustomFragment(impl) ? impl : null;
  const fragmentUUID = custom?.fragmentUUID;
  const jsUrl = custom?.jsUrl;
  const cssUrl = custom?.cssUrl;
  const css = custom?.css;

  // One load per fragment and mount, started here (above the Suspense boundary, so it survives
  // suspending): a failed load stays failed for this mount, with no retry loop; a later mount retries.
  const loading = useMemo(() => {
    if (!fragmentUUID || !jsUrl) return null;
    if (isServer()) return serverPending;
    // The loader comes with the first fragment: pages without one never download it.
    const promise = import("./load-fragment").then(({ loadFragmentComponent }) =>
      loadFragmentComponent({ fragmentUUID, jsUrl, cssUrl, css }, { importModule: importer }),
    );
    promise.catch(() => undefined); // reported by the boundary, not as an unhandled rejection
    return promise;
  }, [fragmentUUID, jsUrl, cssUrl, css, importer]);

  if (!loading || !fragmentUUID) return <Default {...props} />;
  const fallback = (
    <>
      <div className={styles.notice} role="alert">
        {t("Error Loading Fragment")}
      </div>
      <Default {...props} />
    </>
  );
  return (
    <FragmentBoundary key={`${fragmentUUID}:${jsUrl}`} fragmentUUID={fragmentUUID} fallback={fallback}>
      <Suspense fallback={null}>
        <LoadedFragment loading={loading} Default={Default} props={props} />
      </Suspense>
    </FragmentBoundary>
  );
}

/** Props of {@link LoadedFragment}. */
interface LoadedFragmentProps<P extends object> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  loading: Promise<ComponentType<any>>;
  Default: ComponentType<P>;
  props: P;
}

/** Suspends until the fragment's module loaded, then renders it with the props and `Default`. */
function LoadedFragment<P extends object>({ loading, Default, props }: LoadedFragmentProps<P>) {
  // The server cannot import a fragment from its URL: the browser renders it in place of the
  // boundary's (empty) fallback.
  if (isServer()) throw new ClientOnlyRender("A custom fragment");
  const Loaded = use(loading);
  // `Loaded` is not created here: it is the module's default export, the same object on every
  // render (modules are cached per URL), so its state is never reset.
  // eslint-disable-next-line react-hooks/static-components
  return <Loaded {...props} Default={Default} />;
}
