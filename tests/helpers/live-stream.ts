/** One server-sent event as a browser's EventSource hands it over. */
export interface ReceivedEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * An open `GET /api/v2/live` stream read as EventSource reads it: `next()` waits for the next event
 * (comments and the `retry:` line are skipped), `close()` ends the request.
 */
export interface OpenLiveStream {
  status: number;
  headers: Headers;
  next(): Promise<ReceivedEvent>;
  /** Events received but not yet taken by `next()`. */
  pending(): ReceivedEvent[];
  /** `retry:` values the server sent. */
  retries: number[];
  close(): void;
}

/** Opens a live stream at `origin` with the session `cookie`. */
export async function openLiveStream(
  origin: string,
  options: { topics: string; cookie?: string; lastEventID?: string; headers?: Record<string, string> },
): Promise<OpenLiveStream> {
  const abort = new AbortController();
  const response = await fetch(`${origin}/api/v2/live?topics=${encodeURIComponent(options.topics)}`, {
    headers: {
      accept: "text/event-stream",
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.lastEventID !== undefined ? { "last-event-id": options.lastEventID } : {}),
      ...options.headers,
    },
    signal: abort.signal,
  });
  const queue: ReceivedEvent[] = [];
  const waiting: { resolve: (event: ReceivedEvent) => void; reject: (error: unknown) => void }[] = [];
  const retries: number[] = [];
  let failed: unknown;
  const failWaiting = (error: unknown) => {
    failed = error;
    for (const taker of waiting.splice(0)) taker.reject(error);
  };
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return failWaiting(new Error("The stream ended."));
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: ReceivedEvent = { id: undefined, event: "message", data: "" };
          let isEvent = false;
          for (const line of block.split("\n")) {
            const colon = line.indexOf(":");
            if (colon === 0) continue;
            const field = colon < 0 ? line : line.slice(0, colon);
            const text = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
            if (field === "retry") retries.push(Number(text));
            if (field === "id") event.id = text;
            if (field === "event") event.event = text;
            if (field === "data") {
              event.data = text;
              isEvent = true;
            }
          }
          if (!isEvent) continue;
          const taker = waiting.shift();
          if (taker) taker.resolve(event);
          else queue.push(event);
        }
      }
    })().catch(failWaiting);
  }
  return {
    status: response.status,
    headers: response.headers,
    retries,
    pending: () => [...queue],
    next: () => {
      const event = queue.shift();
      if (event) return Promise.resolve(event);
      if (failed) return Promise.reject(failed);
      return new Promise<ReceivedEvent>((resolve, reject) => waiting.push({ resolve, reject }));
    },
    close: () => abort.abort(),
  };
}
