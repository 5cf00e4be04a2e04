import { useContext, useEffect, useMemo, useState } from "react";
import { bundle } from "./bundle-fragment";
import { defaultChecker, FragmentCheckerContext } from "./checker-context";
import type { BundleError } from "./types";

/** How long typing must pause before the code is checked again. */
export const CHECK_DELAY_MS = 400;

/**
 * TypeScript's and the bundler's problems with `tsx`, checked {@link CHECK_DELAY_MS} after the last
 * change; an answer for older code is dropped. Sorted by position; null until the first check ends.
 */
export function useFragmentProblems(tsx: string, propsSchema: object): BundleError[] | null {
  const checker = useContext(FragmentCheckerContext) ?? defaultChecker();
  const [problems, setProblems] = useState<BundleError[] | null>(null);
  // A schema equal to the last one (a new object each render) checks nothing again.
  const schemaKey = JSON.stringify(propsSchema);
  const schema = useMemo(() => JSON.parse(schemaKey) as object, [schemaKey]);
  useEffect(() => {
    let isCurrent = true;
    const timer = setTimeout(() => {
      void Promise.all([checker({ tsx, propsSchema: schema }), bundle(tsx)]).then(
        ([typeProblems, built]) => {
          if (!isCurrent) return;
          // A syntax error is reported by both; TypeScript's message is kept.
          const bundleProblems = built.ok
            ? []
            : built.errors.filter((error) => !typeProblems.some((problem) => problem.line === error.line));
          setProblems(
            [...typeProblems, ...bundleProblems].sort(
              (a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
            ),
          );
        },
        (error: unknown) => console.error("The fragment's code could not be checked.", error),
      );
    }, CHECK_DELAY_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [checker, tsx, schema]);
  return problems;
}
