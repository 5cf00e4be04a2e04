import { useCallback, useEffect, useRef, useState } from "react";
import { followLive, type LiveEvent, type LiveHandler } from "./live-stream";

/**
 * Follows a live topic while the component is mounted (none when `topic` is null: a guest, or
 * nothing to follow). The handler may change on every render; the stream is not reopened for it.
 */
export function useLive(topic: string | null, handler: LiveHandler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (topic === null) return undefined;
    return followLive(topic, (event) => latest.current(event));
  }, [topic]);
}

/**
 * The records that arrived on a live topic while the page was open, in order, none twice:
 * `arrivalOf` answers an event's record ID when it counts (someone else's new comment not yet shown),
 * else undefined. `clear` forgets them once they are shown.
 */
export function useLiveArrivals(
  topic: string | null,
  arrivalOf: (event: LiveEvent) => number | undefined,
): { arrived: number[]; clear: () => void } {
  const [arrived, setArrived] = useState<number[]>([]);
  useLive(topic, (event) => {
    const id = arrivalOf(event);
    if (id !== undefined) setArrived((ids) => (ids.includes(id) ? ids : [...ids, id]));
  });
  const clear = useCallback(() => setArrived([]), []);
  return { arrived, clear };
}
