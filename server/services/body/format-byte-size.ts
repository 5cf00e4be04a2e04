const units = ["B", "KB", "MB", "GB", "TB"] as const;

/**
 * A file size as people read it, in powers of 1024 with one decimal ("1.5 MB"). The same rule as
 * src/ui/format-file-size.ts (content spec §9), which the server may not import.
 */
export function formatByteSize(bytes: number): string {
  let size = Number.isFinite(bytes) ? Math.max(0, bytes) : 0;
  let index = 0;
  while (index < units.length - 1 && Math.round(size * 10) / 10 >= 1024) {
    size /= 1024;
    index += 1;
  }
  const value = index === 0 ? Math.round(size) : Math.round(size * 10) / 10;
  return `${value} ${units[index]}`;
}
