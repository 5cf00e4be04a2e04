import { Suspense, useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EditorView } from "@codemirror/view";
import { starterTemplate, STARTER_CUSTOM_SCHEMA } from "../../../fragments/templates/index";
import { checkFragment } from "./check-fragment";
import { FragmentCheckerContext, FragmentCodeEditor, type BundleError, type FragmentSource } from "./index";
import type { FragmentChecker } from "./index";

const template = starterTemplate("CustomFragment");

function Harness(props: {
  checker: FragmentChecker;
  initial?: FragmentSource;
  onChange?(value: FragmentSource): void;
  onProblems?(problems: BundleError[]): void;
}) {
  const [value, setValue] = useState<FragmentSource>(
    props.initial ?? { tsx: template.tsx, css: template.css },
  );
  return (
    <FragmentCheckerContext.Provider value={props.checker}>
      <Suspense fallback={null}>
        <FragmentCodeEditor
          value={value}
          onChange={(next) => {
            setValue(next);
            props.onChange?.(next);
          }}
          propsSchema={STARTER_CUSTOM_SCHEMA}
          onProblems={props.onProblems}
        />
      </Suspense>
    </FragmentCheckerContext.Provider>
  );
}

/** The CodeMirror view behind a labelled editor. */
function viewOf(label: string): EditorView {
  const view = EditorView.findFromDOM(screen.getByRole("textbox", { name: label, hidden: true }));
  if (!view) throw new Error(`no editor named ${label}`);
  return view;
}

beforeAll(async () => {
  // jsdom lays nothing out: CodeMirror measures text through ranges, which have no rectangles there.
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  // The panes load lazily; the first test should not wait for the chunk's transform.
  await import("./FragmentCodeEditor");
}, 30_000);

const inProcess: FragmentChecker = (request) => Promise.resolve(checkFragment(request));

describe("FragmentCodeEditor", () => {
  it("shows the component and stylesheet as labelled tabs, each pane a labelled editor", async () => {
    const user = userEvent.setup();
    render(<Harness checker={() => Promise.resolve([])} />);
    const component = await screen.findByRole("tab", { name: "Component (TSX)" });
    expect(component.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("heading", { name: "Checking the code…" })).toBeTruthy();
    expect(screen.getByRole("tablist", { name: "Fragment code" })).toBeTruthy();
    const panel = screen.getByRole("tabpanel", { name: "Component (TSX)" });
    // The pane's editor mounts once its own modules have loaded: on a busy machine, after the tabs.
    expect((await within(panel).findByRole("textbox", { name: "Component (TSX)" })).textContent).toContain(
      "export default",
    );
    const hint = screen.getByText(/Tab and Shift\+Tab leave the code editor/);
    expect(within(panel).getByRole("textbox").getAttribute("aria-describedby")).toBe(hint.id);

    await user.click(component);
    await user.keyboard("{ArrowRight}");
    const stylesheet = screen.getByRole("tab", { name: "Stylesheet (CSS)" });
    expect(stylesheet.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(stylesheet);
    const cssPanel = screen.getByRole("tabpanel", { name: "Stylesheet (CSS)" });
    expect(
      (await within(cssPanel).findByRole("textbox", { name: "Stylesheet (CSS)" })).textContent,
    ).toContain("display: grid");
  });

  it("gives CodeMirror's style elements the page's CSP nonce", async () => {
    const meta = document.createElement("meta");
    meta.setAttribute("property", "csp-nonce");
    meta.setAttribute("nonce", "n0nce");
    document.head.append(meta);
    try {
      render(<Harness checker={() => Promise.resolve([])} />);
      await screen.findByRole("tab", { name: "Component (TSX)" });
      expect(viewOf("Component (TSX)").state.facet(EditorView.cspNonce)).toBe("n0nce");
    } finally {
      meta.remove();
    }
  });

  it("tells the page each edit, with the other pane's text kept", async () => {
    const onChange = vi.fn();
    render(<Harness checker={() => Promise.resolve([])} onChange={onChange} />);
    await screen.findByRole("tab", { name: "Component (TSX)" });
    act(() => viewOf("Stylesheet (CSS)").dispatch({ changes: { from: 0, insert: "/* mine */\n" } }));
    expect(onChange).toHaveBeenLastCalledWith({ tsx: template.tsx, css: `/* mine */\n${template.css}` });
    act(() => viewOf("Component (TSX)").dispatch({ changes: { from: 0, insert: "// hello\n" } }));
    expect(onChange).toHaveBeenLastCalledWith({
      tsx: `// hello\n${template.tsx}`,
      css: `/* mine */\n${template.css}`,
    });
  });

  it("lists the checker's problems, tells the page, and moves the cursor to one when chosen", async () => {
    const user = userEvent.setup();
    const onProblems = vi.fn();
    const checker = vi.fn<FragmentChecker>(() =>
      Promise.resolve([{ message: "Property 'titel' does not exist.", line: 9, column: 42 }]),
    );
    render(<Harness checker={checker} onProblems={onProblems} />);
    expect(await screen.findByRole("heading", { name: "1 problem" })).toBeTruthy();
    expect(checker).toHaveBeenCalledWith({ tsx: template.tsx, propsSchema: STARTER_CUSTOM_SCHEMA });
    expect(onProblems).toHaveBeenLastCalledWith([
      { message: "Property 'titel' does not exist.", line: 9, column: 42 },
    ]);

    await user.click(screen.getByRole("button", { name: "9:42 Property 'titel' does not exist." }));
    const view = viewOf("Component (TSX)");
    const line = view.state.doc.line(9);
    expect(view.state.selection.main.head).toBe(line.from + 41);
  });

  it("adds the bundler's problems: an import the page cannot serve", async () => {
    const tsx = `import lodash from "lodash";\nexport const helpers = lodash;\n${template.tsx}`;
    render(<Harness checker={() => Promise.resolve([])} initial={{ tsx, css: "" }} />);
    expect(await screen.findByRole("heading", { name: "1 problem" })).toBeTruthy();
    expect(
      screen.getByRole("button", {
        name: "1:20 lodash cannot be imported: a fragment imports only @plaza/fragment-sdk",
      }),
    ).toBeTruthy();
  });

  it("checks with TypeScript: the starter template has no problem, a misspelt prop has one", async () => {
    const onProblems = vi.fn();
    render(<Harness checker={inProcess} onProblems={onProblems} />);
    await vi.waitFor(() => expect(onProblems).toHaveBeenCalled(), { timeout: 14_000 });
    expect(screen.getByRole("heading", { name: "No problems" })).toBeTruthy();

    act(() => {
      const view = viewOf("Component (TSX)");
      const at = view.state.doc.toString().indexOf("props.title");
      view.dispatch({ changes: { from: at, to: at + "props.title".length, insert: "props.titel" } });
    });
    expect(await screen.findByRole("heading", { name: "1 problem" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /titel/ })).toBeTruthy();
  }, 15_000);
});
