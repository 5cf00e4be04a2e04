import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import type { LayoutNode } from "../../schemas/layout/node.schema";
import { createRegistry } from "../registry/registry";
import { defineWidget } from "../registry/define-widget";
import { LayoutRuntimeContext, type LayoutRuntime } from "./layout-runtime";
import { LayoutContexts, LayoutRenderer } from "./LayoutRenderer";
import type { PropsValidator } from "./validate-props";

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}
function Column({ children }: { children?: ReactNode }) {
  return <div data-testid="column">{children}</div>;
}
function Broken(): ReactNode {
  throw new Error("kaboom");
}
function Wrapper({ children, label }: { children?: ReactNode; label: string }) {
  return <div aria-label={label}>{children}</div>;
}
/** A widget with data and, deep in an object of its props, a node. */
const seenProps: Array<Record<string, unknown>> = [];
function Panel(props: { data: unknown; slots: { footer: ReactNode } }) {
  seenProps.push(props);
  return <section aria-label="Panel">{props.slots.footer}</section>;
}

/** Hello needs a string `name` and nothing else. */
const helloValidator: PropsValidator = Object.assign(
  (data: unknown) => {
    const props = data as Record<string, unknown>;
    const ok = typeof props.name === "string" && Object.keys(props).every((k) => k === "name");
    helloValidator.errors = ok
      ? null
      : [{ instancePath: "/name", keyword: "type", message: "must be string", params: {} }];
    return ok;
  },
  { errors: null },
);

const registry = createRegistry([
  defineWidget({ type: "HelloWidget", schema: {}, label: "Hello", load: async () => ({ default: Hello }) }),
  defineWidget({ type: "Column", schema: {}, label: "Column", load: async () => ({ default: Column }) }),
  defineWidget({ type: "Broken", schema: {}, label: "Broken", load: async () => ({ default: Broken }) }),
  defineWidget({ type: "Wrapper", schema: {}, label: "Wrapper", load: async () => ({ default: Wrapper }) }),
  defineWidget({ type: "Panel", schema: {}, label: "Panel", load: async () => ({ default: Panel }) }),
]);

function renderNodes(nodes: LayoutNode[], debug = false, contexts: LayoutNode[] = []) {
  const runtime: LayoutRuntime = { registry, validators: { HelloWidget: helloValidator }, debug };
  return render(
    <LayoutRuntimeContext.Provider value={runtime}>
      <LayoutContexts contexts={contexts}>
        <LayoutRenderer nodes={nodes} />
      </LayoutContexts>
    </LayoutRuntimeContext.Provider>,
  );
}
const hello = (name: unknown, extra: Partial<LayoutNode> = {}): LayoutNode => ({
  $reactComponent: "HelloWidget",
  $reactProps: { name },
  ...extra,
});

afterEach(() => vi.restoreAllMocks());

describe("LayoutRenderer", () => {
  it("resolves $reactComponent case-insensitively and renders nested nodes in props", async () => {
    renderNodes([{ $reactComponent: "column", $reactProps: { children: [hello("Ada"), hello("Linus")] } }]);
    expect(await screen.findByText("Hello Ada")).toBeTruthy();
    expect(await screen.findByText("Hello Linus")).toBeTruthy();
    expect(screen.getByTestId("column").textContent).toBe("Hello AdaHello Linus");
  });

  it("renders a node deep in a widget's props, and passes the widget's data on as it is (not copied)", async () => {
    const data = { comments: [{ id: 1, body: { html: "<p>Hi</p>" } }], total: 1 };
    renderNodes([{ $reactComponent: "Panel", $reactProps: { data, slots: { footer: hello("Grace") } } }]);
    expect(await screen.findByText("Hello Grace")).toBeTruthy();
    expect(seenProps.at(-1)?.data).toBe(data);
  });

  it("shows visitors nothing for an unknown component, and logs it (shell spec §8)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = renderNodes([{ $reactComponent: "NoSuchWidget", $reactProps: {} }, hello("Ada")]);
    expect(await screen.findByText("Hello Ada")).toBeTruthy();
    expect(container.querySelector("[data-layout-error]")).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining("NoSuchWidget"), expect.anything());
  });

  it("in debug mode shows a panel naming the unknown component and one listing invalid props", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderNodes([{ $reactComponent: "NoSuchWidget", $reactProps: {} }, hello(42), hello("Ada")], true);
    expect(await screen.findByText("Hello Ada")).toBeTruthy();
    const panels = screen.getAllByRole("note", { name: "Layout error" });
    expect(panels).toHaveLength(2);
    expect(panels[0]?.textContent).toContain("NoSuchWidget");
    expect(panels[1]?.textContent).toContain("HelloWidget");
    expect(panels[1]?.textContent).toContain("name: must be string");
  });

  it("renders a server LayoutError node as a panel in debug mode only", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const node: LayoutNode = {
      $reactComponent: "LayoutError",
      $reactProps: { componentName: "RSSWidget", message: "feed down" },
    };
    const { unmount } = renderNodes([node], false);
    expect(screen.queryByRole("note")).toBeNull();
    unmount();
    renderNodes([node], true);
    expect(screen.getByRole("note").textContent).toContain("feed down");
  });

  it("a widget that throws shows the component failure with Reload and cancel; siblings still render", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderNodes([{ $reactComponent: "Broken", $reactProps: {} }, hello("Ada")]);
    expect(await screen.findByText("Hello Ada")).toBeTruthy();
    expect(await screen.findByText("There was a problem loading the component")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(screen.queryByText(/kaboom/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("There was a problem loading the component")).toBeTruthy();
  });

  it("hides nodes per device class ($middleware.visibility.device)", async () => {
    vi.stubGlobal("innerWidth", 1400);
    renderNodes([
      hello("everyone"),
      hello("desktop only", { $middleware: { visibility: { device: "desktop" } } }),
      hello("mobile only", { $middleware: { visibility: { device: "mobile" } } }),
    ]);
    expect(await screen.findByText("Hello desktop only")).toBeTruthy();
    expect(screen.getByText("Hello everyone")).toBeTruthy();
    expect(screen.queryByText("Hello mobile only")).toBeNull();
    vi.unstubAllGlobals();
  });

  it("wraps the whole layout in its context nodes", async () => {
    renderNodes([hello("Ada")], false, [{ $reactComponent: "Wrapper", $reactProps: { label: "outer" } }]);
    const outer = await screen.findByLabelText("outer");
    expect(outer.textContent).toContain("Hello Ada");
  });

  it("loads each widget's validator lazily and still refuses invalid props", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const loaded: string[] = [];
    const runtime: LayoutRuntime = {
      registry,
      debug: true,
      loadValidator: async (type) => {
        loaded.push(type);
        return type === "HelloWidget" ? helloValidator : undefined;
      },
    };
    await act(async () => {
      render(
        <LayoutRuntimeContext.Provider value={runtime}>
          <LayoutRenderer nodes={[hello("Ada"), hello(7), { $reactComponent: "Column", $reactProps: {} }]} />
        </LayoutRuntimeContext.Provider>,
      );
    });
    expect(await screen.findByText("Hello Ada")).toBeTruthy();
    expect((await screen.findByRole("note", { name: "Layout error" })).textContent).toContain(
      "name: must be string",
    );
    expect(new Set(loaded)).toEqual(new Set(["HelloWidget", "Column"]));
    expect(loaded.filter((t) => t === "HelloWidget")).toHaveLength(1);
  });
});
