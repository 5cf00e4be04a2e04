// The fragments section as the dashboard renders it, against the in-process API: shared by its tests.
import { afterEach, beforeAll, beforeEach, expect, vi } from "vitest";
import { EditorView } from "@codemirror/view";
import { act, render, screen, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { fragmentAuthoring } from "../../../../tests/helpers/fragment-authoring";
import { apiAs, setUpInProcessApi } from "../../../../tests/helpers/in-process-api";
import { FragmentImporterContext } from "../../../../runtime/fragments/fragment-importer-context";
import { ToastArea } from "../../../ui/toasts/ToastArea";
import { toastStore } from "../../../ui/toasts/toast-store";
import { FragmentAuthoringContext } from "./authoring-context";
import FragmentsSection from "./FragmentsSection";

export const api = setUpInProcessApi({});
afterEach(() => act(() => toastStore.clear()));

// The app's own sources: the real starter templates and widget fixtures.
const authoring = fragmentAuthoring;

/** What the preview imported, by URL: a component naming the URL it came from. */
export const imported: string[] = [];
async function importModule(url: string) {
  imported.push(url);
  return { default: () => <p>{`Fragment from ${url}`}</p> };
}

/** A type checker that finds nothing: jsdom runs no workers. */
class QuietWorker {
  private listeners: Array<(event: { data: unknown }) => void> = [];
  addEventListener(type: string, listener: (event: { data: unknown }) => void) {
    if (type === "message") this.listeners.push(listener);
  }
  postMessage(message: { id: number }) {
    queueMicrotask(() =>
      this.listeners.forEach((listener) => listener({ data: { id: message.id, problems: [] } })),
    );
  }
  terminate() {}
}

beforeAll(() => {
  // jsdom lays nothing out: CodeMirror measures text through ranges, which have no rectangles there.
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

/** The CodeMirror view behind a labelled code pane. */
export async function codePane(label: string): Promise<EditorView> {
  const element = await screen.findByRole("textbox", { name: label, hidden: true });
  const view = EditorView.findFromDOM(element);
  if (!view) throw new Error(`no editor named ${label}`);
  return view;
}

/** Renders the section at `path` as the dashboard would, following the address as it changes. */
export function renderFragments(path = "/dashboard/fragments") {
  const location = memoryLocation({ path, record: true });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <FragmentAuthoringContext.Provider value={authoring}>
        <FragmentImporterContext.Provider value={importModule}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <Route path="/dashboard/fragments/:page?">
              {(params: { page?: string }) => <FragmentsSection page={params.page} />}
            </Route>
            <ToastArea />
          </Router>
        </FragmentImporterContext.Provider>
      </FragmentAuthoringContext.Provider>
    </SWRConfig>,
  );
  return location;
}

export interface CreatedFragment {
  fragmentUUID: string;
  fragmentRevisionUUID: string;
  status: string;
}

/** A fragment made through the API, as another manager would have. */
export async function storedFragment(body: Record<string, unknown>): Promise<CreatedFragment> {
  const created = await apiAs(api, "admin", "POST", "/fragments", {
    js: "export default function Fragment() { return null; }\n",
    css: "",
    ...body,
  });
  expect(created.status).toBe(201);
  return created.json() as CreatedFragment;
}

export async function setDisclosure(didAccept: boolean) {
  expect((await apiAs(api, "admin", "PUT", "/fragments/disclosure-state", { didAccept })).status).toBe(200);
}

export async function globalImpls(): Promise<Record<string, { fragmentUUID: string }>> {
  const response = await apiAs(api, "admin", "GET", "/config?select=fragments.globalImpls");
  return ((response.json() as Record<string, unknown>)["fragments.globalImpls"] ?? {}) as Record<
    string,
    { fragmentUUID: string }
  >;
}

/** The table row of a fragment or revision, by the name in its first cell. */
export async function row(name: string) {
  return vi.waitFor(() => {
    const found = screen.getAllByRole("row").find((candidate) => {
      const header = within(candidate).queryByRole("rowheader");
      return header?.textContent === name;
    });
    if (!found) throw new Error(`no row ${name}`);
    return found;
  });
}

beforeEach(() => {
  imported.length = 0;
  vi.stubGlobal("Worker", QuietWorker);
});
