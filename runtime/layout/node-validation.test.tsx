import { afterEach, describe, expect, it, vi } from "vitest";
import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToReadableStream } from "react-dom/server";
import type { LayoutNode } from "../../schemas/layout/node.schema";
import { createRegistry } from "../registry/registry";
import { defineWidget } from "../registry/define-widget";
import { LayoutRuntimeContext, type LayoutRuntime } from "./layout-runtime";
import { LayoutRenderer } from "./LayoutRenderer";
import {
  createNodeValidationRecorder,
  layoutNodesInOrder,
  NodeValidationContext,
  nodeValidationFromBoot,
  type NodeValidation,
} from "./node-validation";
import type { PropsValidator } from "./validate-props";

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}
function Column({ children }: { children?: React.ReactNode }) {
  return <div data-testid="column">{children}</div>;
}

/** Hello needs a string `name`. */
const helloValidator: PropsValidator = Object.assign(
  (data: unknown) => {
    const ok = typeof (data as { name?: unknown }).name === "string";
    helloValidator.errors = ok
      ? null
      : [{ instancePath: "/name", keyword: "type", message: "must be string", params: {} }];
    return ok;
  },
  { errors: null },
);

/** Only Hello has a validator. */
const validatorOf = async (type: string) => (type === "HelloWidget" ? helloValidator : undefined);

const registry = createRegistry([
  defineWidget({ type: "HelloWidget", label: "Hello", load: async () => ({ default: Hello }) }),
  defineWidget({ type: "Column", label: "Column", load: async () => ({ default: Column }) }),
]);

/** A layout with a valid node, an invalid one, and both nested in a column. */
const layout = (): LayoutNode[] => [
  { $reactComponent: "HelloWidget", $reactProps: { name: "Ada" } },
  { $reactComponent: "HelloWidget", $reactProps: { name: 42 } },
  {
    $reactComponent: "Column",
    $reactProps: {
      children: [
        { $reactComponent: "HelloWidget", $reactProps: { name: "Grace" } },
        { $reactComponent: "HelloWidget", $reactProps: { name: false } },
      ],
    },
  },
];

function tree(nodes: LayoutNode[], runtime: LayoutRuntime, validation: NodeValidation | null) {
  return (
    <NodeValidationContext value={validation}>
      <LayoutRuntimeContext.Provider value={runtime}>
        <LayoutRenderer nodes={nodes} />
      </LayoutRuntimeContext.Provider>
    </NodeValidationContext>
  );
}

/** What the server does: renders every part, validating with loaded validators, and records the outcomes. */
async function renderOnServer(debug: boolean) {
  const nodes = layout();
  const recorder = createNodeValidationRecorder();
  const runtime: LayoutRuntime = { registry, debug, loadValidator: validatorOf };
  const stream = await renderToReadableStream(tree(nodes, runtime, recorder));
  await stream.allReady;
  const html = await new Response(stream).text();
  // The boot payload travels as JSON: the browser gets copies of the nodes, as it does from the page.
  const boot = JSON.parse(JSON.stringify({ layout: nodes, nodeValidation: recorder.forBoot(nodes) })) as {
    layout: LayoutNode[];
    nodeValidation: ReturnType<typeof recorder.forBoot>;
  };
  return { html, boot };
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  if (root) act(() => root?.unmount());
  container?.remove();
  root = container = undefined;
  vi.restoreAllMocks();
});

/** Hydrates the server's markup as the browser does, with the boot payload's outcomes. */
async function hydrate(
  html: string,
  boot: Awaited<ReturnType<typeof renderOnServer>>["boot"],
  debug: boolean,
) {
  container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const loadValidator = vi.fn(validatorOf);
  const runtime: LayoutRuntime = { registry, debug, loadValidator };
  const recoverable: unknown[] = [];
  const consoleErrors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const validation = nodeValidationFromBoot(boot.layout, boot.nodeValidation);
  await act(async () => {
    root = hydrateRoot(container as HTMLElement, tree(boot.layout, runtime, validation), {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  await settle();
  await settle();
  // The panels log each layout error; React's note on the server and the browser renderer sharing
  // contexts comes from running both in one window here. Anything else is a hydration problem.
  const otherErrors = consoleErrors.mock.calls.filter(
    (call) => !/^Layout error|^Detected multiple renderers/.test(String(call[0])),
  );
  return { loadValidator, recoverable, otherErrors, runtime };
}

describe("each node is validated once, where it is first rendered", () => {
  it("the boot payload names the nodes that failed on the server, by their place in the layout", async () => {
    const { boot } = await renderOnServer(false);
    expect(layoutNodesInOrder(boot.layout).map((n) => n.$reactProps.name ?? "column")).toEqual([
      "Ada",
      42,
      "column",
      "Grace",
      false,
    ]);
    expect(boot.nodeValidation.skipped).toEqual([]);
    expect(Object.keys(boot.nodeValidation.invalid)).toEqual(["1", "4"]);
    expect(boot.nodeValidation.invalid["1"]).toEqual([{ path: "name", message: "must be string" }]);
  });

  it("a manager's page (debug) hydrates its error panels without a validator and without a mismatch", async () => {
    const { html, boot } = await renderOnServer(true);
    expect(html.match(/data-layout-error="HelloWidget"/g)).toHaveLength(2);
    const { loadValidator, recoverable, otherErrors } = await hydrate(html, boot, true);
    expect(container?.innerHTML).toBe(html);
    expect(container?.querySelectorAll("[data-layout-error]")).toHaveLength(2);
    expect(container?.textContent).toContain("must be string");
    expect(loadValidator).not.toHaveBeenCalled();
    expect(recoverable).toEqual([]);
    expect(otherErrors).toEqual([]);
  });

  it("a guest's page hides the invalid nodes on both sides, and hydrates without a validator", async () => {
    const { html, boot } = await renderOnServer(false);
    expect(html).not.toContain("data-layout-error");
    expect(html).not.toContain("42");
    const { loadValidator, recoverable, otherErrors } = await hydrate(html, boot, false);
    expect(container?.innerHTML).toBe(html);
    expect(container?.textContent).toContain("Hello Ada");
    expect(container?.textContent).toContain("Hello Grace");
    expect(loadValidator).not.toHaveBeenCalled();
    expect(recoverable).toEqual([]);
    expect(otherErrors).toEqual([]);
  });

  it("nodes the browser gets itself (the next page) are validated there, with the validator it loads", async () => {
    const { html, boot } = await renderOnServer(true);
    const { loadValidator, runtime } = await hydrate(html, boot, true);
    const next: LayoutNode[] = [
      { $reactComponent: "HelloWidget", $reactProps: { name: "Linus" } },
      { $reactComponent: "HelloWidget", $reactProps: { name: 7 } },
    ];
    const validation = nodeValidationFromBoot(boot.layout, boot.nodeValidation);
    await act(async () => root?.render(tree(next, runtime, validation)));
    await settle();
    expect(loadValidator).toHaveBeenCalled();
    expect(container?.textContent).toContain("Hello Linus");
    expect(container?.querySelectorAll("[data-layout-error]")).toHaveLength(1);
  });

  it("a node the server did not render (hidden on its device) is left to the browser to validate", () => {
    const nodes = layout();
    const recorder = createNodeValidationRecorder();
    recorder.record?.(nodes[0] as LayoutNode, { ok: true });
    const boot = recorder.forBoot(nodes);
    expect(boot.skipped).toEqual([1, 2, 3, 4]);
    const known = nodeValidationFromBoot(nodes, boot);
    expect(known?.known?.(nodes[0] as LayoutNode)).toEqual({ ok: true });
    expect(known?.known?.(nodes[1] as LayoutNode)).toBeUndefined();
    expect(nodeValidationFromBoot(nodes, undefined)).toBeNull();
  });
});
