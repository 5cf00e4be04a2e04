/** One request the fake network received. */
export type FakeRequest = { url: string; method: string; headers: Headers; body: unknown; init: RequestInit };

/** A scripted answer: a Response, or an Error the network fails with. */
export type FakeReply = Response | Error;

/**
 * Test helper: a `fetch` that answers from a script and records what it was sent. Like the real one
 * it rejects with the signal's reason when the call is aborted, before or while it waits.
 */
export function fakeFetch(...replies: FakeReply[]): { fetch: typeof fetch; requests: FakeRequest[] } {
  const requests: FakeRequest[] = [];
  const fetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    requests.push({
      url: String(input),
      method: init.method ?? "GET",
      headers: new Headers(init.headers),
      body: init.body,
      init,
    });
    const { signal } = init;
    if (signal?.aborted) return Promise.reject(signal.reason);
    const reply = replies.shift();
    if (reply instanceof Error) return Promise.reject(reply);
    if (reply) return Promise.resolve(reply);
    // No scripted answer left: wait like a slow server, so only an abort ends the call.
    return new Promise((_, reject) => signal?.addEventListener("abort", () => reject(signal.reason)));
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** A JSON Response, as the API sends it. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { ...init, headers });
}
