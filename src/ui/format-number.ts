/** Abbreviation thresholds and their suffixes, largest first (shell spec §9: 1e3, 1e6, 1e9, 1e12). */
const units = [
  { value: 1e12, suffix: "t" },
  { value: 1e9, suffix: "b" },
  { value: 1e6, suffix: "m" },
  { value: 1e3, suffix: "k" },
] as const;

/** A number as shown (`compact`) and in full with thousands separators (`full`, for a title). */
export interface FormattedNumberText {
  compact: string;
  full: string;
}

/** Options of {@link formatNumber}. */
export interface FormatNumberOptions {
  /** Sizes up to this stay in full; 999 by default, 1050 for count badges (shell spec §5). */
  compactAbove?: number;
}

/** Number formats by locale and fraction digits, made once each (making one costs far more than using it). */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits });
    if (numberFormats.size >= 100) numberFormats.clear();
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Formats a count: numbers above 999 are abbreviated with k, m, b or t and one decimal (a trailing
 * ".0" dropped); the full value gets thousands separators (shell spec §5, §9).
 */
export function formatNumber(
  n: number,
  locale = "en",
  options: FormatNumberOptions = {},
): FormattedNumberText {
  const { compactAbove = 999 } = options;
  const full = numberFormat(locale, 2).format(n);
  const size = Math.abs(n);
  if (!Number.isFinite(n) || size <= compactAbove) return { compact: full, full };
  const decimal = numberFormat(locale, 1);
  for (const [index, unit] of units.entries()) {
    if (size < unit.value) continue;
    const rounded = Math.round((size / unit.value) * 10) / 10;
    // 999,950 rounds to 1000k: show it with the next unit up (1m) instead.
    const larger = units[index - 1];
    if (rounded >= 1000 && larger) return { compact: `${sign(n)}1${larger.suffix}`, full };
    return { compact: `${sign(n)}${decimal.format(rounded)}${unit.suffix}`, full };
  }
  return { compact: full, full };
}

function sign(n: number): string {
  return n < 0 ? "-" : "";
}
