import { Fragment, lazy, memo, Suspense, use, type ComponentType, type ReactNode } from "react";
import type { LayoutNode } from "../../schemas/layout/node.schema";
import type { WidgetDefinition, WidgetComponent } from "../registry/define-widget";
import { useIsMobileDevice } from "../theme/device-class";
import { useLayoutRuntime, type LayoutRuntime } from "./layout-runtime";
import { LayoutErrorPanel } from "./LayoutErrorPanel";
import { validateProps, type PropsError, type PropsValidator } from "./validate-props";
import { WidgetBoundary } from "./WidgetBoundary";
import { useNoteRenderedWidget } from "./rendered-widgets";
import { useNodeValidation } from "./node-validation";
import { NodeFragmentImplsContext } from "../fragments/node-fragment-impls";
import * as styles from "./layout-error.styles";

/** True for a hydrated layout node. */
export function isLayoutNode(value: unknown): value is LayoutNode {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as LayoutNode).$reactComponent === "string" &&
    typeof (value as LayoutNode).$reactProps === "object"
  );
}

/** True when a node's device visibility hides it on a mobile device (`mobile`) or on another. */
export function isHiddenOn(node: LayoutNode, mobile: boolean): boolean {
  const device = node.$middleware?.visibility?.device ?? "all";
  if (device === "all") return false;
  return device === "mobile" ? !mobile : mobile;
}

const lazyComponents = new WeakMap<WidgetDefinition, ComponentType<Record<string, unknown>>>();
/** The component a definition renders as (lazy, one per definition): what a fragment gets as `Default`. */
export function lazyComponentOf(definition: WidgetDefinition): ComponentType<Record<string, unknown>> {
  let component = lazyComponents.get(definition);
  if (!component) {
    component = lazy(definition.load as () => Promise<{ default: WidgetComponent<Record<string, unknown>> }>);
    lazyComponents.set(definition, component);
  }
  return component;
}

/** The deepest props are looked into for nodes (a widget's data below that is never a node). */
const NESTED_NODE_DEPTH = 8;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** Whether `value` holds a layout node at any depth of plain objects and arrays (it copies nothing). */
function holdsLayoutNode(value: unknown, depth: number): boolean {
  if (depth > NESTED_NODE_DEPTH) return false;
  if (isLayoutNode(value)) return true;
  if (Array.isArray(value)) {
    for (const item of value) if (holdsLayoutNode(item, depth + 1)) return true;
    return false;
  }
  if (isPlainObject(value)) {
    for (const key in value) if (holdsLayoutNode(value[key], depth + 1)) return true;
  }
  return false;
}

/**
 * Replaces nodes found in props (at any depth of plain objects and arrays) with rendered elements.
 * Only the objects and arrays on the way to a node are copied: a widget's data (a thread's comments)
 * is passed on as it is, neither rebuilt on every render nor given a new identity.
 */
function renderNestedNodes(
  value: unknown,
  render: (node: LayoutNode, key: string) => ReactNode,
  key: string,
  depth = 0,
): unknown {
  if (depth > NESTED_NODE_DEPTH) return value;
  if (isLayoutNode(value)) return render(value, key);
  if (!holdsLayoutNode(value, depth)) return value;
  if (Array.isArray(value)) {
    if (value.every(isLayoutNode)) {
      return value.map((node, i) => <Fragment key={`${key}.${i}`}>{render(node, `${key}.${i}`)}</Fragment>);
    }
    return value.map((item, i) => renderNestedNodes(item, render, `${key}.${i}`, depth + 1));
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>))
    out[k] = renderNestedNodes(v, render, `${key}.${k}`, depth + 1);
  return out;
}

interface NodeViewProps {
  node: LayoutNode;
  path: string;
  runtime: LayoutRuntime;
  /**
   * Whether the device is a mobile one: all that visibility needs. A boolean rather than the class, so
   * the server's guess ("mobile") and the browser's finer class ("xs") give the same props, and no
   * boundary still hydrating receives an update (which would make React render it again).
   */
  mobile: boolean;
}

/**
 * One node. Memoised: its props are the layout's own node object, strings and the runtime, so a
 * re-render above (a store settling after hydration) does not reach a widget's boundary still
 * waiting for its chunk, which React would otherwise throw away and render again from its skeleton.
 */
const NodeView = memo(function NodeView({ node, path, runtime, mobile }: NodeViewProps): ReactNode {
  if (isHiddenOn(node, mobile)) return null;
  const name = node.$reactComponent;
  if (name.toLowerCase() === "layouterror") {
    const props = node.$reactProps as {
      componentName?: string;
      message?: string;
      errors?: PropsError[];
      stack?: string;
    };
    return <LayoutErrorPanel {...props} debug={runtime.debug} />;
  }
  const definition = runtime.registry.resolve(name);
  if (!definition) {
    return (
      <LayoutErrorPanel
        componentName={name}
        message={`"${name}" is not a registered component.`}
        debug={runtime.debug}
      />
    );
  }
  const skeleton = (
    <div
      className={styles.skeleton}
      style={{ minHeight: definition.skeletonHeight ?? 48 }}
      aria-busy="true"
    />
  );
  return (
    <WidgetBoundary componentName={definition.type} debug={runtime.debug}>
      <Suspense fallback={skeleton}>
        <ValidatedNode definition={definition} node={node} path={path} runtime={runtime} mobile={mobile} />
      </Suspense>
    </WidgetBoundary>
  );
});

const validatorPromises = new WeakMap<LayoutRuntime, Map<string, Promise<PropsValidator | undefined>>>();
/** One promise per runtime and type, so `use()` sees the same promise on every render. */
function validatorPromise(runtime: LayoutRuntime, type: string): Promise<PropsValidator | undefined> {
  let byType = validatorPromises.get(runtime);
  if (!byType) validatorPromises.set(runtime, (byType = new Map()));
  let promise = byType.get(type);
  if (!promise) {
    promise = runtime.loadValidator?.(type) ?? Promise.resolve(undefined);
    byType.set(type, promise);
  }
  return promise;
}

function ValidatedNode({
  definition,
  node,
  path,
  runtime,
  mobile,
}: NodeViewProps & { definition: WidgetDefinition }) {
  useNoteRenderedWidget(definition.type);
  const known = useNodeValidation();
  // A node the server validated is not validated again: its outcome came with the page, and the
  // browser loads no validator to hydrate it (runtime/layout/node-validation.ts).
  let validation = known?.known?.(node);
  if (!validation) {
    const validator =
      runtime.validators?.[definition.type] ??
      (runtime.loadValidator ? use(validatorPromise(runtime, definition.type)) : undefined);
    validation = validateProps(validator, node.$reactProps);
    known?.record?.(node, validation);
  }
  if (!validation.ok) {
    return (
      <LayoutErrorPanel
        componentName={definition.type}
        message={`The props of ${definition.type} are not valid.`}
        errors={validation.errors}
        debug={runtime.debug}
      />
    );
  }
  const render = (child: LayoutNode, key: string) => (
    <NodeView node={child} path={key} runtime={runtime} mobile={mobile} />
  );
  const props = renderNestedNodes(node.$reactProps, render, path) as Record<string, unknown>;
  // Not created per render: lazyComponentOf caches one lazy component per definition.
  const Component = lazyComponentOf(definition);
  const impl = runtime.resolveFragmentImpl?.(definition.fragmentTypes ?? [], node.$fragmentImpls) ?? null;
  // The node's impls reach the parts inside the widget that fragments may replace (Overridable).
  return (
    <NodeFragmentImplsContext value={node.$fragmentImpls ?? null}>
      {impl && runtime.renderFragment ? (
        runtime.renderFragment(impl, Component, props)
      ) : (
        // eslint-disable-next-line react-hooks/static-components
        <Component {...props} />
      )}
    </NodeFragmentImplsContext>
  );
}

/** Props of {@link LayoutRenderer}. */
export interface LayoutRendererProps {
  nodes: readonly LayoutNode[];
  /** A prefix for React keys and error paths. */
  path?: string;
}

/**
 * Renders hydrated layout nodes: each is resolved in the registry (case-insensitively), its props
 * validated with the widget's precompiled validator, and rendered inside its own error boundary and
 * Suspense skeleton. Unknown names and invalid props render LayoutError (shell spec §8).
 */
export function LayoutRenderer({ nodes, path = "layout" }: LayoutRendererProps) {
  const runtime = useLayoutRuntime();
  const mobile = useIsMobileDevice();
  return (
    <>
      {nodes.map((node, i) => (
        <NodeView key={`${path}.${i}`} node={node} path={`${path}.${i}`} runtime={runtime} mobile={mobile} />
      ))}
    </>
  );
}

/** Props of {@link LayoutContexts}. */
export interface LayoutContextsProps {
  contexts: readonly LayoutNode[];
  children: ReactNode;
}

/** Wraps the whole layout in its context nodes (outermost first), each given the rest as children. */
export function LayoutContexts({ contexts, children }: LayoutContextsProps) {
  const runtime = useLayoutRuntime();
  return contexts.reduceRight<ReactNode>((inner, node, i) => {
    const definition = runtime.registry.resolve(node.$reactComponent);
    if (!definition) {
      return (
        <>
          <LayoutErrorPanel
            componentName={node.$reactComponent}
            message="Unknown context component."
            debug={runtime.debug}
          />
          {inner}
        </>
      );
    }
    const Component = lazyComponentOf(definition);
    return (
      <Suspense key={`context.${i}`} fallback={null}>
        <Component {...node.$reactProps}>{inner}</Component>
      </Suspense>
    );
  }, children);
}
