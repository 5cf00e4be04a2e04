let lockCount = 0;
let savedOverflow = "";
let savedPaddingEnd = "";

/**
 * Stops the page behind an open modal from scrolling (shell spec §2 "Modals and overlays"). Locks nest:
 * the page scrolls again when the last lock is released. Returns the release function.
 */
export function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  if (lockCount === 0) {
    savedOverflow = body.style.overflow;
    savedPaddingEnd = body.style.paddingInlineEnd;
    // Keeps the page from shifting sideways when its scrollbar disappears.
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    if (scrollbarWidth > 0) body.style.paddingInlineEnd = `${scrollbarWidth}px`;
    body.style.overflow = "hidden";
  }
  lockCount += 1;
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    lockCount -= 1;
    if (lockCount === 0) {
      body.style.overflow = savedOverflow;
      body.style.paddingInlineEnd = savedPaddingEnd;
    }
  };
}
