/** Close functions of the drop-downs open now; by the rule below there is at most one. */
const openDropDowns = new Set<() => void>();

/**
 * Records a drop-down as open and closes every other one first (shell spec §4 "Drop-down or flyout": opening
 * one closes all others). Returns the function to call when it closes.
 */
export function openExclusively(close: () => void): () => void {
  for (const other of [...openDropDowns]) {
    if (other !== close) {
      openDropDowns.delete(other);
      other();
    }
  }
  openDropDowns.add(close);
  return () => {
    openDropDowns.delete(close);
  };
}

/** How many drop-downs are open; for tests and debugging. */
export function countOpenDropDowns(): number {
  return openDropDowns.size;
}
