import type { ButtonHTMLAttributes } from "react";
import { cx } from "@linaria/core";
import { t } from "../../runtime/i18n/t";
import * as styles from "./Button.styles";

/** Button kinds available so far; the design-system issue adds the rest of shell spec §3. */
export type ButtonType = "standard" | "primary" | "text";

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  buttonType?: ButtonType;
  /** A pending mutation: the button shows that it is busy and is disabled (shell spec §4). */
  isLoading?: boolean;
}

/** A button; while loading it is disabled and announces that it is busy. */
export function Button({
  buttonType = "standard",
  isLoading = false,
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={cx(
        styles.button,
        buttonType === "primary" && styles.primary,
        buttonType === "text" && styles.text,
        className,
      )}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
    >
      {isLoading ? <span aria-label={t("Loading")}>…</span> : children}
    </button>
  );
}
