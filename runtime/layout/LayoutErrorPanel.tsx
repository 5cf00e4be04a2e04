import { useEffect } from "react";
import { t } from "../i18n/t";
import type { PropsError } from "./validate-props";
import * as styles from "./layout-error.styles";

/** Props of {@link LayoutErrorPanel}. */
export interface LayoutErrorPanelProps {
  componentName?: string;
  message?: string;
  errors?: PropsError[];
  stack?: string;
  debug: boolean;
}

/**
 * A node that could not be resolved, validated or hydrated: nothing visible to visitors (the error
 * is logged), a panel naming the component and its problems in debug mode (shell spec §8).
 */
export function LayoutErrorPanel({
  componentName,
  message,
  errors = [],
  stack,
  debug,
}: LayoutErrorPanelProps) {
  useEffect(() => {
    console.error(`Layout error in ${componentName ?? "unknown component"}: ${message ?? ""}`, errors);
  }, [componentName, message, errors]);
  if (!debug) return null;
  return (
    <div
      className={styles.panel}
      role="note"
      aria-label={t("Layout error")}
      data-layout-error={componentName}
    >
      <p className={styles.title}>
        {t("Layout error")}: {componentName ?? t("unknown component")}
      </p>
      {message && <p>{message}</p>}
      {errors.length > 0 && (
        <ul>
          {errors.map((error, i) => (
            <li key={i}>
              <code>{error.path}</code>: {error.message}
            </li>
          ))}
        </ul>
      )}
      {stack && <pre>{stack}</pre>}
    </div>
  );
}
