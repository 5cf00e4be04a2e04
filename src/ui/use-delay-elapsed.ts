import { useEffect, useState } from "react";

/**
 * True once `isActive` has stayed true for `delayMs` (at once for 0); false again as soon as it turns false.
 * Loaders use it so quick operations never flash a spinner (shell spec §4 "Loader").
 */
export function useDelayElapsed(isActive: boolean, delayMs: number): boolean {
  const [isElapsed, setIsElapsed] = useState(false);
  useEffect(() => {
    if (!isActive || delayMs <= 0) return undefined;
    const timer = setTimeout(() => setIsElapsed(true), delayMs);
    return () => {
      clearTimeout(timer);
      setIsElapsed(false);
    };
  }, [isActive, delayMs]);
  return isActive && (delayMs <= 0 || isElapsed);
}
