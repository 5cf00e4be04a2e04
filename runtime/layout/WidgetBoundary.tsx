import { Component, type ErrorInfo, type ReactNode } from "react";
import { t } from "../i18n/t";
import * as styles from "./layout-error.styles";

/** Props of {@link WidgetBoundary}. */
export interface WidgetBoundaryProps {
  componentName: string;
  debug: boolean;
  children: ReactNode;
}

/**
 * Each widget's own error boundary: a failing widget shows "There was a problem loading the
 * component" with Reload (reloads the page) and a cancel action (clears the error and tries again);
 * details and the stack only in debug mode (content spec §8). The rest of the page is unharmed.
 */
export class WidgetBoundary extends Component<WidgetBoundaryProps, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Widget ${this.props.componentName} failed`, error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className={styles.failure} role="alert">
        <span>{t("There was a problem loading the component")}</span>
        <button type="button" onClick={() => window.location.reload()}>
          {t("Reload")}
        </button>
        <button type="button" onClick={() => this.setState({ error: null })}>
          {t("Cancel")}
        </button>
        {this.props.debug && (
          <pre>
            {this.props.componentName}: {error.stack ?? error.message}
          </pre>
        )}
      </div>
    );
  }
}
