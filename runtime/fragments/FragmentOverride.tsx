import { Suspense, use, useContext, useMemo, type ComponentType } from "react";
import type { FragmentImpl } from "../../schemas/layout/node.schema";
import { t } from "../i18n/t";
import { checkerOf, useSession } from "../data/session-store";
import { hasPermission } from "../permissions/permission-checker";
import { FragmentBoundary } from "./FragmentBoundary";
import { FragmentImporterContext } from "./fragment-importer-context";
import type { ModuleImporter } from "./load-fragment";
import type { FragmentMount, ScopedFragmentProps } from "./ScopedFragment";
import { isCustomFragment } from "./resolve-fragment";
import * as styles from "./fragment-notice.styles";
import { ClientOnlyRender } from "../layout/rendered-widgets";

const isServer = () => typeof document === "undefined";
/** What a fragment "loads" on the server, where it is never imported (see LoadedFragment). */
const serverPending = new Promise<never>(() => undefined);

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

/** What one mount loads: the fragment's component and what renders it in its scope. */
interface LoadedFragmentModule {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: ComponentType<any>;
  ScopedFragment: ComponentType<ScopedFragmentProps>;
}

/** One mount's attempt at a fragment: its load, and the budget failure that ends it for good. */
interface FragmentAttempt extends FragmentMount {
  loading: Promise<LoadedFragmentModule>;
}

/**
 * Renders a custom fragment in place of a built-in (shell spec §2): the fragment's default export
 * gets the widget's props plus `Default`, so it can wrap the built-in instead of copying it. It
 * renders inside `<div data-plaza-fragment="<fragmentUUID>">` (display: contents), the scope its
 * CSS is limited to. Nothing shows while it loads. When it fails to load, throws, or one render
 * takes longer than the budget, the built-in shows instead, so the page keeps working; viewers who
 * manage the site (`site.manage`) also see a small "Error Loading Fragment" notice (shell spec §8),
 * and the error is logged for everyone.
 */
export function FragmentOverride<P extends object>({
  impl,
  Default,
  props,
  importModule,
}: FragmentOverrideProps<P>) {
  const contextImporter = useContext(FragmentImporterContext);
  const canManage = useSession((state) => hasPermission(checkerOf(state), "site.manage"));
  const importer = importModule ?? contextImporter;
  const custom = isCustomFragment(impl) ? impl : null;
  const fragmentUUID = custom?.fragmentUUID;
  const jsUrl = custom?.jsUrl;
  const cssUrl = custom?.cssUrl;
  const css = custom?.css;

  // One load per fragment and mount, started here (above the Suspense boundary, so it survives
  // suspending): a failed load stays failed for this mount, with no retry loop; a later mount retries.
  const attempt = useMemo((): FragmentAttempt | null => {
    if (!fragmentUUID || !jsUrl) return null;
    if (isServer()) return { loading: serverPending, overBudget: null };
    // The loader comes with the first fragment: pages without one never download it.
    const loading = import("./load-fragment").then(async ({ loadFragmentComponent, ScopedFragment }) => ({
      component: await loadFragmentComponent(
        { fragmentUUID, jsUrl, cssUrl, css },
        { importModule: importer },
      ),
      ScopedFragment,
    }));
    loading.catch(() => undefined); // reported by the boundary, not as an unhandled rejection
    return { loading, overBudget: null };
  }, [fragmentUUID, jsUrl, cssUrl, css, importer]);

  if (!attempt || !fragmentUUID) return <Default {...props} />;
  const fallback = (
    <>
      {canManage ? (
        <div className={styles.notice} role="alert">
          {t("Error Loading Fragment")}
        </div>
      ) : null}
      <Default {...props} />
    </>
  );
  return (
    <FragmentBoundary key={`${fragmentUUID}:${jsUrl}`} fragmentUUID={fragmentUUID} fallback={fallback}>
      <Suspense fallback={null}>
        <LoadedFragment fragmentUUID={fragmentUUID} attempt={attempt} Default={Default} props={props} />
      </Suspense>
    </FragmentBoundary>
  );
}

/** Props of {@link LoadedFragment}. */
interface LoadedFragmentProps<P extends object> {
  fragmentUUID: string;
  attempt: FragmentAttempt;
  Default: ComponentType<P>;
  props: P;
}

/** Suspends until the fragment's module loaded, then renders it with the props and `Default`. */
function LoadedFragment<P extends object>({ fragmentUUID, attempt, Default, props }: LoadedFragmentProps<P>) {
  // The server cannot import a fragment from its URL: the browser renders it in place of the
  // boundary's (empty) fallback.
  if (isServer()) throw new ClientOnlyRender("A custom fragment");
  const { component, ScopedFragment } = use(attempt.loading);
  // Neither is created here: both come from cached modules, the same objects on every render, so
  // the fragment's state is never reset.
  return (
    <ScopedFragment
      fragmentUUID={fragmentUUID}
      component={component}
      props={{ ...props, Default }}
      mount={attempt}
    />
  );
}
