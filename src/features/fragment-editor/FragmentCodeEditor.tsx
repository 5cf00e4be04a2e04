import { useEffect, useId, useRef, useState } from "react";
import type { EditorView } from "@codemirror/view";
import { t } from "../../../runtime/i18n/t";
import { TabList } from "../../ui/TabList";
import { CodePane, offsetOf } from "./CodePane";
import { useFragmentProblems } from "./use-fragment-problems";
import type { BundleError, FragmentCodeEditorProps } from "./types";
import * as styles from "./FragmentCodeEditor.styles";

type Pane = "tsx" | "css";

const NO_PROBLEMS: BundleError[] = [];

/**
 * A fragment's code panes: its component (TSX) and its stylesheet (CSS) as WAI-ARIA tabs
 * (ArrowLeft / ArrowRight, Home / End), both kept mounted so each keeps its undo history. The TSX is
 * type-checked against the fragment's props and bundled a moment after typing stops; the problems
 * show as markers in the code and as a list whose items move the cursor to them.
 */
export default function FragmentCodeEditor({
  value,
  onChange,
  propsSchema,
  onProblems,
}: FragmentCodeEditorProps) {
  const id = useId();
  const [pane, setPane] = useState<Pane>("tsx");
  const tsxView = useRef<EditorView | null>(null);
  const checked = useFragmentProblems(value.tsx, propsSchema);
  const problems = checked ?? NO_PROBLEMS;
  const latestValue = useRef(value);
  useEffect(() => {
    latestValue.current = value;
  });
  const latestOnProblems = useRef(onProblems);
  useEffect(() => {
    latestOnProblems.current = onProblems;
  });
  useEffect(() => {
    if (checked) latestOnProblems.current?.(checked);
  }, [checked]);

  const tabID = (one: Pane) => `${id}-${one}-tab`;
  const panelID = (one: Pane) => `${id}-${one}-panel`;
  const panes: { value: Pane; name: string }[] = [
    { value: "tsx", name: t("Component (TSX)") },
    { value: "css", name: t("Stylesheet (CSS)") },
  ];

  function showProblem(index: number) {
    const view = tsxView.current;
    const problem = problems[index];
    if (!view || !problem) return;
    setPane("tsx");
    const anchor = offsetOf(view.state, problem);
    view.dispatch({ selection: { anchor }, scrollIntoView: true });
    // The panel shows on the next render; focus then.
    requestAnimationFrame(() => view.focus());
  }

  return (
    <div className={styles.editor}>
      <TabList<Pane>
        label={t("Fragment code")}
        tabs={panes}
        selected={pane}
        onSelect={setPane}
        tabID={tabID}
        panelID={panelID}
      />
      <p className={styles.hint} id={`${id}-hint`}>
        {t(
          "Tab and Shift+Tab leave the code editor (Tab does not indent); Escape closes its search. Ctrl+F searches, Ctrl+Z undoes.",
        )}
      </p>
      <div role="tabpanel" id={panelID("tsx")} aria-labelledby={tabID("tsx")} hidden={pane !== "tsx"}>
        <CodePane
          label={t("Component (TSX)")}
          describedBy={`${id}-hint`}
          language="tsx"
          value={value.tsx}
          onChange={(tsx) => onChange({ ...latestValue.current, tsx })}
          problems={problems}
          onView={(view) => {
            tsxView.current = view;
          }}
        />
      </div>
      <div role="tabpanel" id={panelID("css")} aria-labelledby={tabID("css")} hidden={pane !== "css"}>
        <CodePane
          label={t("Stylesheet (CSS)")}
          describedBy={`${id}-hint`}
          language="css"
          value={value.css}
          onChange={(css) => onChange({ ...latestValue.current, css })}
        />
      </div>
      <section className={styles.problems} aria-labelledby={`${id}-problems`}>
        <h3 className={styles.problemsHeading} id={`${id}-problems`} aria-live="polite">
          {checked === null
            ? t("Checking the code…")
            : problems.length === 0
              ? t("No problems")
              : problems.length === 1
                ? t("1 problem")
                : t("{count} problems", { count: problems.length })}
        </h3>
        {problems.length > 0 && (
          <ul className={styles.problemList}>
            {problems.map((problem, index) => (
              <li key={`${index}-${problem.line}-${problem.column}-${problem.message}`}>
                <button type="button" className={styles.problem} onClick={() => showProblem(index)}>
                  {problem.line !== undefined && (
                    <span className={styles.position}>{`${problem.line}:${problem.column ?? 1}`}</span>
                  )}{" "}
                  <span>{problem.message}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
