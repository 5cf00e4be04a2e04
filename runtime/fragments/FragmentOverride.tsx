import { Suspense, createElement, use, useContext, useMemo, type ComponentType, type ReactNode } from "react";
import type { FragmentImpl } from "../../schemas/layout/node.schema";
import { t } from "../i18n/t";
import { checkerOf, useSession } from "../data/session-store";
import { hasPermission } from "../permissions/permission-checker";
import { FragmentBoundary } from "./FragmentBoundary";
import { FragmentImporterContext } from "./fragment-importer-context";
import { FRAGMENT_RENDER_BUDGET_MS, FragmentClockContext, type FragmentClock } from "./fragment-clock";
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

/** A fragment whose render took longer than {@link FRAGMENT_RENDER_BUDGET_MS}. */
export class FragmentRenderBudgetError extends Error {
  constructor(fragmentUUID: string, elapsed: number) {
    super(
      `The fragment ${fragmentUUID} took ${Math.round(elapsed)} ms to render (budget ${FRAGMENT_RENDER_BUDGET_MS} ms).`,
    );
    this.name = "FragmentRenderBudgetError";
  }
}

/** One mount's attempt at a fragment: its load, and the budget failure that ends it for good. */
interface FragmentAttempt {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  loading: Promise<ComponentType<any>>;
  overBudget: Error | null;
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
  const now = useContext(FragmentClockContext);
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
    const loading = import("./load-fragment").then(({ loadFragmentComponent }) =>
      loadFragmentComponent({ fragmentUUID, jsUrl, cssUrl, css }, { importModule: importer }),
    );
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
        <LoadedFragment
          fragmentUUID={fragmentUUID}
          attempt={attempt}
          now={now}
          Default={Default}
          props={props}
        />
      </Suspense>
    </FragmentBoundary>
  );
}

/** Props of {@link LoadedFragment}. */
interface LoadedFragmentProps<P extends object> {
  fragmentUUID: string;
  attempt: FragmentAttempt;
  now: FragmentClock;
  Default: ComponentType<P>;
  props: P;
}

/**
 * Suspends until the fragment's module loaded, then renders it with the props and `Default`
 * inside its scope. The style is set by React in the browser (fragments never render on the
 * server), through the CSSOM, which the CSP's style-src does not restrict.
 */
function LoadedFragment<P extends object>({
  fragmentUUID,
  attempt,
  now,
  Default,
  props,
}: LoadedFragmentProps<P>) {
  // The server cannot import a fragment from its URL: the browser renders it in place of the
  // boundary's (empty) fallback.
  if (isServer()) throw new ClientOnlyRender("A custom fragment");
  const Loaded = use(attempt.loading);
  return (
    <div data-plaza-fragment={fragmentUUID} style={{ display: "contents" }}>
      <TimedFragment
        fragmentUUID={fragmentUUID}
        component={Loaded}
        props={{ ...props, Default }}
        attempt={attempt}
        now={now}
      />
    </div>
  );
}

/** Props of {@link TimedFragment}. */
interface TimedFragmentProps {
  fragmentUUID: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: ComponentType<any>;
  props: object;
  attempt: FragmentAttempt;
  now: FragmentClock;
}

/** True for a function component (not a class, memo or forwardRef), which can be called to render. */
function isFunctionComponent(component: unknown): component is (props: object) => ReactNode {
  return (
    typeof component === "function" &&
    !(component as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent
  );
}

/**
 * Renders the fragment's component and times its own render: a function component is called here
 * (its hooks are this component's, the same on every render), so the clock covers the fragment's
 * code and not the built-in or the children it renders, which React renders after. One render over
 * the budget throws, and stays failed for this mount (React's retry after an error sees it too).
 * Classes, memo and forwardRef components render as they are, untimed.
 */
function TimedFragment({ fragmentUUID, component, props, attempt, now }: TimedFragmentProps) {
  if (attempt.overBudget) throw attempt.overBudget;
  if (!isFunctionComponent(component)) return createElement(component, props);
  const start = now();
  const output = component(props);
  const elapsed = now() - start;
  if (elapsed > FRAGMENT_RENDER_BUDGET_MS) {
    attempt.overBudget = new FragmentRenderBudgetError(fragmentUUID, elapsed);
    throw attempt.overBudget;
  }
  return output;
}
