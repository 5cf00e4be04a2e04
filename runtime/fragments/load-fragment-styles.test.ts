import { afterEach, describe, expect, it, vi } from "vitest";
import { FRAGMENT_STYLESHEET_WAIT_MS, loadFragmentStyles } from "./load-fragment-styles";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.innerHTML = "";
});

describe("loadFragmentStyles", () => {
  it("adds the stylesheet once per URL as a <link rel=stylesheet> and resolves when it loads", async () => {
    const impl = { fragmentUUID: "a", cssUrl: "/api/v2/fragments/a/css?rev=1" };
    const first = loadFragmentStyles(impl);
    const second = loadFragmentStyles(impl);
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute("href")).toBe(impl.cssUrl);
    links[0]?.dispatchEvent(new Event("load"));
    await expect(Promise.all([first, second])).resolves.toBeDefined();
  });

  it("waits at most 1 s for the stylesheet (shell spec §9)", async () => {
    vi.useFakeTimers();
    let done = false;
    const loading = loadFragmentStyles({ fragmentUUID: "b", cssUrl: "/b.css" }).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(FRAGMENT_STYLESHEET_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(done).toBe(true);
  });

  it("logs a stylesheet that fails to load and goes on (shell spec §8)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const loading = loadFragmentStyles({ fragmentUUID: "c", cssUrl: "/c.css" });
    document.head.querySelector("link")?.dispatchEvent(new Event("error"));
    await loading;
    expect(log).toHaveBeenCalledWith("Failed to load the fragment stylesheet /c.css.");
  });

  it("puts inline css, scoped to the fragment's element, in a <style> carrying the page's CSP nonce, once", async () => {
    const meta = document.createElement("meta");
    meta.setAttribute("property", "csp-nonce");
    meta.nonce = "abc123";
    document.head.append(meta);
    await loadFragmentStyles({ fragmentUUID: "d", css: ".d { color: red; }" });
    await loadFragmentStyles({ fragmentUUID: "d", css: ".d { color: red; }" });
    const styles = document.head.querySelectorAll("style[data-fragment-uuid='d']");
    expect(styles).toHaveLength(1);
    expect((styles[0] as HTMLStyleElement).nonce).toBe("abc123");
    expect(styles[0]?.textContent).toBe('@scope ([data-plaza-fragment="d"]) {\n.d { color: red; }\n}');
  });

  it("leaves out inline css whose braces do not pair up, so it cannot end its scope early", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await loadFragmentStyles({ fragmentUUID: "e", css: ".e { color: red; }\n} body { display: none; }" });
    expect(document.head.querySelectorAll("style[data-fragment-uuid='e']")).toHaveLength(0);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("do not pair up"));
  });
});
