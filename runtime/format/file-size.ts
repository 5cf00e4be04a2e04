/** File size units in powers of 1024 (content spec §9: B to TB). */
const units = ["B", "KB", "MB", "GB", "TB"] as const;

/**
 * A file size as people read it: bytes up to 1023, then KB, MB, GB and TB in powers of 1024 with
 * one decimal (a trailing ".0" dropped), e.g. "1.5 MB" (content spec §9; used in the upload
 * message "The uploaded file was too big (max {size}).").
 */
export function formatFileSize(bytes: number, locale = "en"): string {
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  let size = Number.isFinite(bytes) ? Math.max(0, bytes) : 0;
  let index = 0;
  while (index < units.length - 1 && Math.round(size * 10) / 10 >= 1024) {
    // Moving up when the rounded value reaches 1024 shows 1,048,575 bytes as "1 MB", not "1,024 KB".
    size /= 1024;
    index += 1;
  }
  const value = index === 0 ? Math.round(size) : Math.round(size * 10) / 10;
  return `${decimal.format(value)} ${units[index]}`;
}
