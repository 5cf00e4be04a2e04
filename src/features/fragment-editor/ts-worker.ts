/**
 * The type checker's worker: TypeScript and its declaration files load here, off the page's main
 * thread, when the fragment editor first checks code (worker-checker.ts).
 */
import { checkFragment } from "./check-fragment";
import type { BundleError, CheckRequest } from "./types";

/** A request to the worker, numbered so answers find their caller. */
export interface CheckMessage {
  id: number;
  request: CheckRequest;
}

/** The worker's answer to one {@link CheckMessage}. */
export interface CheckAnswer {
  id: number;
  problems: BundleError[];
}

self.addEventListener("message", (event: MessageEvent<CheckMessage>) => {
  const { id, request } = event.data;
  let problems: BundleError[];
  try {
    problems = checkFragment(request);
  } catch (error) {
    problems = [{ message: error instanceof Error ? error.message : String(error) }];
  }
  self.postMessage({ id, problems } satisfies CheckAnswer);
});
