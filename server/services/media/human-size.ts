const units = ["B", "KB", "MB", "GB", "TB"] as const;

/**
 * A byte count as people read it, in powers of 1024 with at most one decimal ("10 MB", "1.5 KB"),
 * the same text as the client's src/ui/format-file-size.ts so both sides say the same limit
 * (content spec §8, §9). The server may not import src/ui, hence this copy.
 */
export function humanFileSize(bytes: number): string {
  let size = Number.isFinite(bytes) ? Math.max(0, bytes) : 0;
  let index = 0;
  while (index < units.length - 1 && Math.round(size * 10) / 10 >= 1024) {
    size /= 1024;
    index += 1;
  }
  const value = index === 0 ? Math.round(size) : Math.round(size * 10) / 10;
  return `${new Intl.NumberFormat("en", { maximumFractionDigits: 1 }).format(value)} ${units[index]}`;
}
