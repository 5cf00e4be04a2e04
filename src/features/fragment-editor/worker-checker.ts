import { t } from "../../../runtime/i18n/t";
import type { CheckAnswer, CheckMessage } from "./ts-worker";
import type { CheckRequest, FragmentChecker, BundleError } from "./types";

/**
 * What a check answers where the worker cannot start: one problem saying the code went unchecked.
 * Not a check on the page's thread: that would ship TypeScript (7.5 MB) a second time, outside the
 * worker, and block the page while it runs.
 */
async function notChecked(): Promise<BundleError[]> {
  return [{ message: t("The type check could not start in this browser: the code was not checked.") }];
}

/**
 * A checker running {@link checkFragment} in one Web Worker, started on the first check; requests
 * are answered in order. Where the worker cannot start (a policy refusing workers, an old browser)
 * each check says the code was not checked.
 */
export function createWorkerChecker(): FragmentChecker {
  let worker: Worker | undefined;
  let isBroken = false;
  let nextID = 0;
  const pending = new Map<number, { request: CheckRequest; resolve(problems: BundleError[]): void }>();

  function fallBack() {
    isBroken = true;
    worker?.terminate();
    for (const { resolve } of pending.values()) void notChecked().then(resolve);
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
    if (isBroken || !worker) return notChecked();
    const id = ++nextID;
    const running = worker;
    return new Promise((resolve) => {
      pending.set(id, { request, resolve });
      running.postMessage({ id, request } satisfies CheckMessage);
    });
  };
}
