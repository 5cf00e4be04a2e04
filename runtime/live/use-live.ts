import { useEffect, useRef } from "react";
import { followLive, type LiveHandler } from "./live-stream";

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
