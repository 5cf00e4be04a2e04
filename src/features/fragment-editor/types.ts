/** A fragment's editable sources: its entry module (TSX) and its stylesheet. */
export interface FragmentSource {
  tsx: string;
  css: string;
}

/** One problem in a fragment's code; `line` and `column` count from 1. */
export interface BundleError {
  message: string;
  line?: number;
  column?: number;
}

/** What bundling answers: the module to upload as `js`, or why it cannot be built. */
export type BundleResult = { ok: true; js: string } | { ok: false; errors: BundleError[] };

/** Props of the code panes. */
export interface FragmentCodeEditorProps {
  value: FragmentSource;
  onChange(value: FragmentSource): void;
  /** The props schema the fragment gets (the widget's, or a custom type's own): declared as `./props` for type checking. */
  propsSchema: object;
  /** Called with the current TypeScript + bundle problems (count and list) so the page can warn before commit. */
  onProblems?(problems: BundleError[]): void;
}

/** What the type checker is asked: the entry's code and the props it gets. */
export interface CheckRequest {
  tsx: string;
  propsSchema: object;
}

/** Type-checks a fragment's code; the browser's runs in a Web Worker, tests may run it in process. */
export type FragmentChecker = (request: CheckRequest) => Promise<BundleError[]>;
