import type { ReactNode } from "react";
import { cx } from "@linaria/core";
import { sanitizeLink } from "../../runtime/url/safe-link";
import * as styles from "./Tag.styles";

/** The tag presets of shell spec §3. */
export type TagPreset = "standard" | "greyscale" | "colored" | "success" | "primary" | "error";

const presetClasses: Record<TagPreset, string> = {
  standard: styles.standard,
  greyscale: styles.greyscale,
  colored: styles.colored,
  success: styles.success,
  primary: styles.primary,
  error: styles.error,
};

/** Props of {@link Tag}. */
export interface TagProps {
  children: ReactNode;
  preset?: TagPreset;
  /** Makes the tag a link; user-supplied, so it goes through the safe-link rule (content spec §5). */
  to?: string;
  /** A full name when the text is cut short or abbreviated. */
  title?: string;
  className?: string;
}

/** A small label (a discussion tag, a status, a role): a link when it has `to`, plain text otherwise. */
export function Tag({ children, preset = "standard", to, title, className }: TagProps) {
  const classes = cx(styles.tag, presetClasses[preset], className);
  if (to)
    return (
      <a href={sanitizeLink(to)} className={classes} title={title}>
        {children}
      </a>
    );
  return (
    <span className={classes} title={title}>
      {children}
    </span>
  );
}
