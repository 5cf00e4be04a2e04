import { createContext } from "react";
import type { FragmentChecker } from "./types";
import { createWorkerChecker } from "./worker-checker";

/** The browser's checker: one worker for the whole page. */
let workerChecker: FragmentChecker | undefined;

/** The worker checker, made on first use. */
export function defaultChecker(): FragmentChecker {
  workerChecker ??= createWorkerChecker();
  return workerChecker;
}

/** The checker the code panes use; tests provide one running in process. */
export const FragmentCheckerContext = createContext<FragmentChecker | null>(null);
