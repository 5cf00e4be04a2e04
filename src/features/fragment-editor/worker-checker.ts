import type { CheckAnswer, CheckMessage } from "./ts-worker";
import type { CheckRequest, FragmentChecker, BundleError } from "./types";

/** The check on the page's own thread: slower to start and blocking while it runs, but always there. */
async function checkHere(request: CheckRequest): Promise<BundleError[]> {
  const { checkFragment } = await import("./check-fragment");
  return checkFragment(request);
}

/**
 * A checker running {@link checkFragment} in one Web Worker, started on the first check; requests
 * are answered in order. Where the worker cannot start (a policy refusing workers, an old browser)
 * the checks run on the page's thread instead, so authors still see their problems.
 */
export function createWorkerChecker(): FragmentChecker {
  let worker: Worker | undefined;
  let isBroken = false;
  let nextID = 0;
  const pending = new Map<number, { request: CheckRequest; resolve(problems: BundleError[]): void }>();

  function fallBack() {
    isBroken = true;
    worker?.terminate();
    for (const { request, resolve } of pending.values()) void checkHere(request).then(resolve);
    pending.clear();
  }

  function start(): Worker | undefined {
    try {
      const made = new Worker(new URL("./ts-worker.ts", import.meta.url), { type: "module" });
      made.addEventListener("message", (event: MessageEvent<CheckAnswer>) => {
        pending.get(event.data.id)?.resolve(event.data.problems);
        pending.delete(event.data.id);
      });
      made.addEventListener("error", fallBack);
      return made;
    } catch {
      isBroken = true;
      return undefined;
    }
  }

  return (request) => {
    if (!worker && !isBroken) worker = start();
    if (isBroken || !worker) return checkHere(request);
    const id = ++nextID;
    const running = worker;
    return new Promise((resolve) => {
      pending.set(id, { request, resolve });
      running.postMessage({ id, request } satisfies CheckMessage);
    });
  };
}
