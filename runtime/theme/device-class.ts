import { createContext, useContext, useSyncExternalStore } from "react";

/** Device classes by body width (shell spec §3). */
export type DeviceClass = "xs" | "mobile" | "tablet" | "no_bleed" | "desktop";

/** Upper widths of each class: xs 500 (§9), mobile up to the compact breakpoint 800, tablet 1024, no_bleed up to the two-column breakpoint 1200. */
export const deviceBreakpoints = { xs: 500, mobile: 800, tablet: 1024, noBleed: 1200 } as const;

/** The device class of a width. */
export function deviceClassOf(width: number): DeviceClass {
  if (width <= deviceBreakpoints.xs) return "xs";
  if (width <= deviceBreakpoints.mobile) return "mobile";
  if (width <= deviceBreakpoints.tablet) return "tablet";
  if (width <= deviceBreakpoints.noBleed) return "no_bleed";
  return "desktop";
}

/** True for the classes that layout `device: "mobile"` means. */
export function isMobileClass(deviceClass: DeviceClass): boolean {
  return deviceClass === "xs" || deviceClass === "mobile";
}

/** Resize handlers are debounced 100 ms (shell spec §4, §9). */
export const RESIZE_DEBOUNCE_MS = 100;

let current: DeviceClass | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function read(): DeviceClass {
  if (current === null)
    current = typeof window === "undefined" ? "desktop" : deviceClassOf(window.innerWidth);
  return current;
}
function subscribe(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== "undefined") window.addEventListener("resize", handleResize);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== "undefined")
      window.removeEventListener("resize", handleResize);
  };
}
function handleResize(): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    const next = deviceClassOf(window.innerWidth);
    if (next !== current) {
      current = next;
      listeners.forEach((listener) => listener());
    }
  }, RESIZE_DEBOUNCE_MS);
}

/**
 * The device class the server rendered the page for (its guess from the request: the boot payload's
 * `deviceClass`), read on the server and while the browser hydrates, so a phone hydrates the
 * phone's markup instead of shifting from a desktop one.
 */
export const ServerDeviceClassContext = createContext<DeviceClass>("desktop");

/** The current device class, recomputed on resize (debounced 100 ms). */
export function useDeviceClass(): DeviceClass {
  const serverGuess = useContext(ServerDeviceClassContext);
  return useSyncExternalStore(subscribe, read, () => serverGuess);
}

const readMobile = () => isMobileClass(read());

/**
 * Whether the device is a mobile one, re-rendering only when that changes: the server's guess and
 * the browser's finer class ("mobile" and "xs") agree, so nothing re-renders after hydration.
 */
export function useIsMobileDevice(): boolean {
  const serverGuess = useContext(ServerDeviceClassContext);
  return useSyncExternalStore(subscribe, readMobile, () => isMobileClass(serverGuess));
}
