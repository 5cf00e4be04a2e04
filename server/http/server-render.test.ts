// @vitest-environment node
import type { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { pageWithMarkup, ROOT_ELEMENT, type ServerRender } from "./server-render";

/** A complete render that writes `chunks` as React's stream would (text and encoded bytes). */
function renderOf(chunks: Array<string | Uint8Array>): ServerRender {
  return {
    widgetTypes: new Set(),
    complete: true,
    pipe(destination: Writable) {
      for (const chunk of chunks) destination.write(chunk);
      destination.end();
    },
  };
}

describe("a page with the server's markup", () => {
  it("puts a complete render inside the root element, text and bytes in order, a character split across chunks whole", async () => {
    const bytes = new TextEncoder().encode('<p style="color:red">Café ☕</p>');
    // "é" is two bytes: the first chunk ends between them.
    const split = bytes.indexOf(0xc3) + 1;
    const page = await pageWithMarkup(
      `<html><body>${ROOT_ELEMENT}<script>boot</script></body></html>`,
      renderOf(["<main>", bytes.slice(0, split), bytes.slice(split), "</main>"]),
    );
    expect(page.body).toBe(
      '<html><body><div id="root"><main><p style="color:red">Café ☕</p></main></div><script>boot</script></body></html>',
    );
    expect(page.styleAttributes).toEqual(["color:red"]);
  });
});
