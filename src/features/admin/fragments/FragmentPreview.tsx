import {
  createElement,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  type ComponentType,
} from "react";
import { FragmentOverride } from "../../../../runtime/fragments/FragmentOverride";
import { t } from "../../../../runtime/i18n/t";
import { LayoutRuntimeContext } from "../../../../runtime/layout/layout-runtime";
import type { WidgetDefinition } from "../../../../runtime/registry/define-widget";
import { Loader } from "../../../ui/Loader";
import { useFragmentAuthoring } from "./authoring-context";
import type { FragmentDetailsRecord } from "./fragment-api";
import { widgetOfFragmentType } from "./fragment-types";
import { livePropsOf, type LivePage } from "./preview-props";
import * as styles from "./FragmentsSection.styles";

type Source = "example" | LivePage;
type Props = Record<string, unknown>;

/** A standalone widget type has no built-in: its `Default` renders nothing. */
const Nothing: ComponentType = () => null;

/** Lazy built-ins by registry entry: one component per widget, so its state survives re-renders. */
const builtIns = new WeakMap<WidgetDefinition, ComponentType<Props>>();

/** The built-in component a fragment type replaces, from the app's widget registry (loaded lazily). */
function useBuiltIn(fragmentType: string): ComponentType<Props> | null {
  const runtime = useContext(LayoutRuntimeContext);
  const definition = runtime?.registry.list().find((entry) => entry.fragmentTypes?.includes(fragmentType));
  if (!definition) return null;
  let component = builtIns.get(definition);
  if (!component) builtIns.set(definition, (component = lazy(definition.load) as ComponentType<Props>));
  return component;
}

/** Named example props: the fragment's own preview data, then its widget's fixtures. */
function useExamples(fragment: FragmentDetailsRecord, widgetType: string | undefined) {
  const authoring = useFragmentAuthoring();
  const [fixtures, setFixtures] = useState<Array<{ name: string; data: Props }> | null>(null);
  useEffect(() => {
    let isCurrent = true;
    const load = widgetType ? authoring.loadWidgetFixtures(widgetType) : Promise.resolve(undefined);
    load
      .then((found) => {
        if (isCurrent) setFixtures(Object.entries(found ?? {}).map(([name, data]) => ({ name, data })));
      })
      .catch(() => isCurrent && setFixtures([]));
    return () => {
      isCurrent = false;
    };
  }, [authoring, widgetType]);
  const own = fragment.previewData.map((item) => ({ name: item.name, data: item.data }));
  return fixtures === null ? null : [...own, ...fixtures];
}

/** Live props of a page, or null when none of its widgets is of this type. */
function useLiveProps(source: Source, fragment: FragmentDetailsRecord, widgetType: string | undefined) {
  const [state, setState] = useState<{ source: Source; props: Props | null; error?: string } | null>(null);
  useEffect(() => {
    if (source === "example") return undefined;
    let isCurrent = true;
    livePropsOf(source, fragment, widgetType)
      .then((props) => isCurrent && setState({ source, props }))
      .catch((error: Error) => isCurrent && setState({ source, props: null, error: error.message }));
    return () => {
      isCurrent = false;
    };
  }, [source, fragment, widgetType]);
  return state?.source === source ? state : null;
}

/**
 * The fragment's saved revision rendered through the runtime's FragmentOverride, as pages would, with
 * the widget's example props or a live page's; the built-in beside it for comparison.
 */
export function FragmentPreview({ fragment, version }: { fragment: FragmentDetailsRecord; version: number }) {
  const widget = widgetOfFragmentType(fragment.fragmentType);
  const BuiltIn = useBuiltIn(fragment.fragmentType);
  const Default = BuiltIn ?? (Nothing as ComponentType<Props>);
  const [source, setSource] = useState<Source>("example");
  const [exampleIndex, setExampleIndex] = useState(0);
  const examples = useExamples(fragment, widget?.type);
  const live = useLiveProps(source, fragment, widget?.type);
  const sourceID = useId();
  const exampleID = useId();

  // A draft keeps its revision id across saves: a new hash makes the browser import the saved code anew.
  const impl = useMemo(
    () => ({
      fragmentUUID: fragment.fragmentUUID,
      fragmentRevisionUUID: fragment.fragmentRevisionUUID,
      jsUrl: `${fragment.jsUrl}#preview-${version}`,
      cssUrl: `${fragment.cssUrl}#preview-${version}`,
    }),
    [fragment, version],
  );

  let props: Props | null = null;
  let message = "";
  if (source === "example") {
    if (examples === null) message = "";
    else if (examples.length === 0) message = t("This type has no example props: preview it with live data.");
    else props = examples[Math.min(exampleIndex, examples.length - 1)]?.data ?? null;
  } else if (!live) {
    message = "";
  } else if (live.error) {
    message = `${t("There was a problem loading the component")}: ${live.error}`;
  } else if (!live.props) {
    message = t("Not on this page: none of its widgets is of this type.");
  } else {
    props = live.props;
  }

  return (
    <>
      <p className={styles.muted}>
        {t("The preview shows the last saved version: save a draft to see your changes.")}
      </p>
      <div className={styles.actions}>
        <span className={styles.field}>
          <label htmlFor={sourceID}>{t("Preview with")}</label>
          <select id={sourceID} value={source} onChange={(event) => setSource(event.target.value as Source)}>
            <option value="example">{t("Example props")}</option>
            <option value="home">{t("Live data: home page")}</option>
            <option value="discussion">{t("Live data: newest discussion")}</option>
          </select>
        </span>
        {source === "example" && examples && examples.length > 1 && (
          <span className={styles.field}>
            <label htmlFor={exampleID}>{t("Example")}</label>
            <select
              id={exampleID}
              value={exampleIndex}
              onChange={(event) => setExampleIndex(Number(event.target.value))}
            >
              {examples.map((example, index) => (
                <option key={`${example.name}:${index}`} value={index}>
                  {example.name}
                </option>
              ))}
            </select>
          </span>
        )}
      </div>
      {props ? (
        <div className={styles.previews}>
          <section aria-label={t("Your fragment")} className={styles.preview}>
            <h5>{t("Your fragment")}</h5>
            <div data-plaza-fragment={fragment.fragmentUUID} style={{ display: "contents" }}>
              <Suspense fallback={<Loader />}>
                <FragmentOverride key={impl.jsUrl} impl={impl} Default={Default} props={props} />
              </Suspense>
            </div>
          </section>
          {BuiltIn && (
            <section aria-label={t("Built-in")} className={styles.preview}>
              <h5>{t("Built-in")}</h5>
              <Suspense fallback={<Loader />}>{createElement(BuiltIn, props)}</Suspense>
            </section>
          )}
        </div>
      ) : message ? (
        <p role="status">{message}</p>
      ) : (
        <Loader />
      )}
    </>
  );
}
