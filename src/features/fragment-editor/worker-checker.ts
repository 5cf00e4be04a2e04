import { t } from "../../../runtime/i18n/t";
import type { CheckAnswer, CheckMessage } from "./ts-worker";
import type { FragmentChecker } from "./types";

/**
 * A checker running {@link checkFragment} in one Web Worker, started on the first check. A request
 * sent while another runs waits for it: the worker answers in order.
 */
export function createWorkerChecker(): FragmentChecker {
  let worker: Worker | undefined;
  let nextID = 0;
  const pending = new Map<number, (answer: CheckAnswer) => void>();
  return (request) => {
    if (!worker) {
      worker = new Worker(new URL("./ts-worker.ts", import.meta.url), { type: "module" });
      worker.addEventListener("message", (event: MessageEvent<CheckAnswer>) => {
        pending.get(event.data.id)?.(event.data);
        pending.delete(event.data.id);
      });
      // A worker that fails to load answers every waiting check with the failure, not silence.
      worker.addEventListener("error", () => {
        const problems = [{ message: t("The type checker could not start: reload the page to try again.") }];
        for (const [id, answer] of pending) answer({ id, problems });
        pending.clear();
      });
    }
    const id = ++nextID;
    return new Promise((resolve) => {
      pending.set(id, (answer) => resolve(answer.problems));
      worker!.postMessage({ id, request } satisfies CheckMessage);
    });
  };
}
