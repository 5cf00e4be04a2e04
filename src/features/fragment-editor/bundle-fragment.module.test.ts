// @vitest-environment node
import { describe, expect, it } from "vitest";
import { starterTemplate } from "../../../fragments/templates/index";
import { FRAGMENT_SDK_URL } from "../../../fragments/sdk/index";
import { bundleFragment } from "./index";

// The SDK as the page serves it, reduced to what compiled JSX and the template call.
const SDK_STUB = [
  "export const jsx = (type, props) => ({ type, props });",
  "export const jsxs = jsx;",
  "export const Fragment = 'Fragment';",
  "export const t = (text) => `t:${text}`;",
].join("\n");

function dataUrl(code: string): string {
  return `data:text/javascript;base64,${Buffer.from(code).toString("base64")}`;
}

describe("bundleFragment's module", () => {
  it("imports as an ES module whose default export renders the fragment from its props", async () => {
    const result = await bundleFragment(starterTemplate("CustomFragment"));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const js = result.js.split(JSON.stringify(FRAGMENT_SDK_URL)).join(JSON.stringify(dataUrl(SDK_STUB)));
    const module = (await import(/* @vite-ignore */ dataUrl(js))) as { default: (props: object) => unknown };
    expect(typeof module.default).toBe("function");
    const tree = module.default({ title: "Hello", body: "World" }) as {
      type: string;
      props: { children: { type: string; props: { children: unknown } }[] };
    };
    expect(tree.type).toBe("section");
    expect(tree.props.children.map((child) => child.props.children)).toEqual(["Hello", "World"]);
  });
});
