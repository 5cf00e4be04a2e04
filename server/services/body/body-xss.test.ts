// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// Each check renders all 223 payloads through jsdom: slow on a busy machine, so allow a minute.
const SLOW = 60_000;
import { renderBody } from "./render-body";
import { renderSignature } from "./render-signature";

// The corpus is the project's copy (tests/fixtures/xss/README.md): nothing reads ../shared/.
const payloads = JSON.parse(
  readFileSync(new URL("../../../tests/fixtures/xss/dompurify-payloads.json", import.meta.url), "utf8"),
) as { title: string; payload: string }[];

// A jsdom of the test's own, so the check does not share the renderer's window.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string) => { window: { DOMParser: new () => DOMParser } };
};
const parser = new new JSDOM("").window.DOMParser();
const parse = (html: string) => parser.parseFromString(`<!DOCTYPE html><body>${html}`, "text/html");

const rich2 = (doc: unknown) => renderBody(JSON.stringify(doc), "rich2");
const empty = [{ text: "" }];

/** Every way a payload can reach a rendered body. */
const renderings: Record<string, (payload: string) => string> = {
  html: (payload) => renderBody(payload, "html"),
  markdown: (payload) => renderBody(payload, "markdown"),
  text: (payload) => renderBody(payload, "text"),
  "rich2 paragraph text": (payload) => rich2([{ type: "p", children: [{ text: payload, bold: true }] }]),
  "rich2 link url": (payload) =>
    rich2([{ type: "p", children: [{ type: "a", url: payload, children: [{ text: "link" }] }] }]),
  "rich2 image url and alt": (payload) =>
    rich2([{ type: "image", url: payload, alt: payload, children: empty }]),
  "rich2 mention name": (payload) =>
    rich2([{ type: "p", children: [{ type: "mention", name: payload, children: empty }] }]),
  "rich2 quote of an html body": (payload) =>
    rich2([
      {
        type: "quote",
        recordType: "comment",
        recordID: 1,
        url: payload,
        authorName: payload,
        body: payload,
        format: "html",
        children: empty,
      },
    ]),
  signature: (payload) => renderSignature(payload),
};

const forbiddenTags = [
  "script",
  "iframe",
  "object",
  "embed",
  "form",
  "style",
  "svg",
  "math",
  "base",
  "link",
  "meta",
];
const urlAttributes = ["href", "src", "action", "formaction", "xlink:href", "srcset", "background", "poster"];

/** What is wrong with rendered HTML from a security point of view, read from a real DOM. */
function problemsOf(html: string): string[] {
  const problems: string[] = [];
  const document = parse(html);
  for (const tag of forbiddenTags) {
    if (document.body.getElementsByTagName(tag).length > 0) problems.push(`<${tag}> element`);
  }
  for (const element of Array.from(document.body.getElementsByTagName("*"))) {
    for (const { name, value } of Array.from(element.attributes)) {
      if (/^on/i.test(name)) problems.push(`${name} handler`);
      if (name === "style") problems.push("style attribute");
      // Browsers ignore whitespace and control characters inside a URL's scheme.
      // eslint-disable-next-line no-control-regex -- those characters are the point here
      const squeezed = value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, "").toLowerCase();
      if (urlAttributes.includes(name) && /^(?:javascript:|vbscript:|data:text\/html)/.test(squeezed)) {
        problems.push(`${name}="${value}"`);
      }
      // Stricter than "nothing executes": every kept link passes the safe-link rule (content spec §5).
      if ((name === "href" || name === "src") && !/^(?:https?:\/\/|tel:|mailto:|\/|#)/i.test(value)) {
        problems.push(`unsafe ${name}="${value}"`);
      }
    }
  }
  if (/<script/i.test(html)) problems.push("<script in the markup");
  return problems;
}

describe("rendered bodies against DOMPurify's XSS corpus", () => {
  it("has the whole corpus to test", () => {
    expect(payloads).toHaveLength(223);
  });

  for (const [name, render] of Object.entries(renderings)) {
    it(
      `leaves nothing executable when every payload is rendered as ${name}`,
      () => {
        const failures = payloads.flatMap(({ title, payload }) =>
          problemsOf(render(payload)).map((problem) => `${title}: ${problem}`),
        );
        expect(failures).toEqual([]);
      },
      SLOW,
    );
  }

  it(
    "gives markup that parses back to itself, so no mutation can appear in the browser",
    () => {
      const unstable = payloads.filter(({ payload }) => {
        const html = renderBody(payload, "html");
        return parse(html).body.innerHTML !== html;
      });
      expect(unstable.map(({ title }) => title)).toEqual([]);
    },
    SLOW,
  );
});
