import { formatNumber } from "./format-number";

/** Props of {@link FormattedNumber}. */
export interface FormattedNumberProps {
  value: number;
  /** The locale for separators; English by default. */
  locale?: string;
  className?: string;
}

/**
 * A count as people read it: above 999 abbreviated (1.2k), with the full value and its thousands
 * separators in a title (shell spec §5).
 */
export function FormattedNumber({ value, locale, className }: FormattedNumberProps) {
  const { compact, full } = formatNumber(value, locale);
  return (
    <span className={className} title={compact === full ? undefined : full}>
      {compact}
    </span>
  );
}
