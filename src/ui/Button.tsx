import type { ButtonHTMLAttributes, Ref } from "react";
import { cx } from "@linaria/core";
import { useIconLabels } from "./IconLabel";
import { Loader, LOADER_DELAY_MS } from "./Loader";
import { useDelayElapsed } from "./use-delay-elapsed";
import * as styles from "./Button.styles";
import { useIsServerRender } from "./use-browser-value";

/** The button types of shell spec §3. */
export type ButtonType =
  | "standard"
  | "text"
  | "textPrimary"
  | "icon"
  | "iconMenubar"
  | "iconCompact"
  | "primary"
  | "transparent"
  | "outline"
  | "translucid"
  | "titleBarLink"
  | "custom"
  | "reset"
  | "dashboardStandard"
  | "dashboardPrimary"
  | "dashboardSecondary"
  | "dashboardLink"
  | "notStandard"
  | "input";

/** The class each type adds to its base; `reset` and `custom` start bare and add nothing. */
const typeClasses: Record<ButtonType, string | undefined> = {
  standard: undefined,
  text: styles.text,
  textPrimary: styles.textPrimary,
  icon: styles.icon,
  iconMenubar: styles.iconMenubar,
  iconCompact: styles.iconCompact,
  primary: styles.primary,
  transparent: styles.transparent,
  outline: styles.outline,
  translucid: styles.translucid,
  titleBarLink: styles.titleBarLink,
  custom: undefined,
  reset: undefined,
  dashboardStandard: styles.dashboardStandard,
  dashboardPrimary: styles.dashboardPrimary,
  dashboardSecondary: styles.dashboardSecondary,
  dashboardLink: styles.dashboardLink,
  notStandard: styles.notStandard,
  input: styles.input,
};

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  buttonType?: ButtonType;
  /** The button element, e.g. for a drop-down that gives focus back to its toggle. */
  ref?: Ref<HTMLButtonElement>;
  /** A pending mutation: the button is disabled at once and shows a loader (shell spec §4). */
  isLoading?: boolean;
}

/**
 * A button of one of the shell spec §3 types. While loading it is disabled and busy; its label stays until
 * the loader delay has passed (no flash for quick mutations), then a small spinner named "Loading" replaces it.
 */
export function Button({
  buttonType = "standard",
  isLoading = false,
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const isLoaderShown = useDelayElapsed(isLoading, LOADER_DELAY_MS);
  // A plain button does nothing until the page is hydrated: it waits disabled, so a click is never
  // lost (submit buttons post their form without JavaScript and stay as they are).
  const isServerRender = useIsServerRender();
  const waitsForScript = isServerRender && (rest.type ?? "button") === "button";
  const isBare = buttonType === "reset" || buttonType === "custom";
  // In a menu bar with labels, a menu-bar icon makes room for the label under it.
  const isLabelled = useIconLabels() && buttonType === "iconMenubar";
  return (
    <button
      type="button"
      {...rest}
      className={cx(
        isBare ? styles.bare : styles.button,
        typeClasses[buttonType],
        isLabelled && styles.iconMenubarLabelled,
        className,
      )}
      disabled={disabled || isLoading || waitsForScript}
      aria-busy={isLoading || undefined}
    >
      {isLoading ? (
        <>
          <span
            className={isLoaderShown ? styles.hiddenContent : styles.shownContent}
            aria-hidden={isLoaderShown || undefined}
          >
            {children}
          </span>
          {isLoaderShown && (
            <span className={styles.loaderSlot}>
              <Loader size="small" delay={0} />
            </span>
          )}
        </>
      ) : (
        children
      )}
    </button>
  );
}
