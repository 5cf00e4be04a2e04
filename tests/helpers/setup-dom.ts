import { afterAll, afterEach, vi } from "vitest";
import { cleanup, configure } from "@testing-library/react";

// findBy and waitFor wait up to 5 s (the library's default is 1 s): on a loaded CI machine, a lazily
// loaded chunk or a first render can take longer than a second. A passing test returns as soon as
// its condition holds, so this only changes how long a failing one takes to say so.
configure({ asyncUtilTimeout: 5000 });

// vi.waitFor waits 1 s unless told otherwise, and cannot be configured: a test that waits on the
// in-process API server (a request, a write, a fresh read) can take longer than that while the other
// worker loads the machine. Here it waits as long as findBy does; an explicit timeout still wins.
const waitFor = vi.waitFor;
vi.waitFor = ((callback, options) =>
  waitFor(
    callback,
    typeof options === "number" ? options : { timeout: 5000, ...options },
  )) as typeof vi.waitFor;

// After unmounting, wait for the modules a test's components started importing (a lazily loaded
// editor, the drafts session an effect imports): one still loading when the file ends would fail the
// run with "Cannot load … after the environment was torn down", whichever test it came from.
afterEach(async () => {
  cleanup();
  await vi.dynamicImportSettled();
});

// jsdom puts its own ArrayBuffer on the global object, so a Node Buffer is no `instanceof ArrayBuffer`
// here. The API server that some tests run in this process (tests/helpers/in-process-fetch.ts) sends
// kept answers as Buffers, which Fastify recognises by that test: Node's own constructor goes back.
globalThis.ArrayBuffer = Buffer.alloc(0).buffer.constructor as ArrayBufferConstructor;

// The unit project's files share one jsdom window per worker (vite.config.ts: importing the app and
// building a window afresh for every file cost most of that project's run). Each file still starts on
// a fresh page and fresh modules: no storage, cookies, history, document or module state
// left by the file before it. (A file may choose the node environment, where there is no page.)
vi.resetModules();
if (typeof window !== "undefined") freshPage();

function freshPage() {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, "", "/");
  document.title = "";
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const attribute of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(attribute.name);

  afterAll(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });
}
