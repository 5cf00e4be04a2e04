import { useEffect, useLayoutEffect, useRef } from "react";

/** A link click that leaves the page for another address of this site, in the same tab. */
function leavingLink(event: MouseEvent, stays?: (to: URL) => boolean): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return undefined;
  const to = new URL(anchor.href, window.location.href);
  const here = window.location;
  if (to.origin !== here.origin) return anchor;
  if (to.pathname === here.pathname && to.search === here.search) return undefined;
  return stays?.(to) ? undefined : anchor;
}

/**
 * While `isDirty`, leaving the page asks first (shell spec §8, unsaved changes): a click on a link
 * to another address is held and `onLeave` is given a `proceed` that follows the link as it would
 * have gone (the app's router or the browser); closing or reloading the tab gets the browser's own
 * question (browsers do not show a page's text there). After `proceed`, nothing is held any more.
 * `stays` names addresses of this site where the unsaved work goes along (another page of the same
 * discussion keeps the comment box): links there are not held.
 */
export function useLeaveGuard(
  isDirty: boolean,
  onLeave: (proceed: () => void) => void,
  options: { stays?(to: URL): boolean } = {},
): void {
  const onLeaveRef = useRef(onLeave);
  const staysRef = useRef(options.stays);
  useLayoutEffect(() => {
    onLeaveRef.current = onLeave;
    staysRef.current = options.stays;
  });
  useEffect(() => {
    if (!isDirty) return undefined;
    let released = false;
    const onClick = (event: MouseEvent) => {
      if (released) return;
      const anchor = leavingLink(event, staysRef.current);
      if (!anchor) return;
      event.preventDefault();
      event.stopPropagation();
      onLeaveRef.current(() => {
        released = true;
        anchor.click();
      });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    document.addEventListener("click", onClick, true);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [isDirty]);
}
