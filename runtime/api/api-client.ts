import { stringifyQuery } from "../url/query-string";
import { ApiError, DEFAULT_API_ERROR_MESSAGE, parseErrorBody } from "./api-error";
import { auditLogHeaders, getAuditLogContext } from "./audit-log";
import { runLongRunner, type LongRunnerOutcome, type ProgressListener } from "./long-runner";
import { parsePaging, type Paging } from "./paging";

/** HTTP methods the client sends. */
export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Options of one call: query string, body (JSON, or FormData as is), abort signal, extra headers. */
export type ApiRequestOptions = {
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: HeadersInit;
  /** Told the merged progress after each step of a long-running job (content spec §4). */
  onProgress?: ProgressListener;
};

/** A successful answer: parsed body, status, headers and, for lists, the paging headers. */
export type ApiResponse<T> = { data: T; status: number; headers: Headers; paging?: Paging };

/** Options of createApiClient; every one has a browser default. */
export type ApiClientOptions = {
  baseURL?: string;
  fetch?: typeof fetch;
  /** Called when a protection layer asks for a challenge; reloads the page by default (content spec §8). */
  onChallenge?: () => void;
};

/** A call of one method: resolves with the response, rejects with an ApiError (or the AbortError). */
export type ApiCall = <T = unknown>(path: string, options?: ApiRequestOptions) => Promise<ApiResponse<T>>;

/** The API client: one function per method, plus `request` for any method. */
export type ApiClient = {
  get: ApiCall;
  post: ApiCall;
  put: ApiCall;
  patch: ApiCall;
  delete: ApiCall;
  request: <T = unknown>(
    method: ApiMethod,
    path: string,
    options?: ApiRequestOptions,
  ) => Promise<ApiResponse<T>>;
};

type Outcome = LongRunnerOutcome<ApiResponse<unknown>, ApiError>;
type EncodedBody = { body?: BodyInit; contentType?: string };

/** Content type of a `POST calls/run` body: the signed callbackPayload token (content spec §7). */
const SIGNED_TOKEN_CONTENT_TYPE = "application/system-signed-token";

/** Builds an API client; options exist for tests and for callers outside the page's own API. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseURL = withTrailingSlash(options.baseURL ?? "/api/v2/");
  // Resolved per call, never at import, so the module loads where there is no window (node, server).
  const fetchImpl = (input: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(input, init);
  const onChallenge = options.onChallenge ?? (() => window.location.reload());

  async function send(
    method: ApiMethod,
    url: string,
    encoded: EncodedBody,
    call: ApiRequestOptions,
  ): Promise<Outcome> {
    const headers = new Headers({
      "X-Requested-With": "XMLHttpRequest",
      Accept: "application/json",
      ...auditLogHeaders(getAuditLogContext()),
    });
    if (encoded.contentType) headers.set("Content-Type", encoded.contentType);
    new Headers(call.headers).forEach((value, name) => headers.set(name, value));

    let response: Response;
    let text: string;
    try {
      const init: RequestInit = {
        method,
        headers,
        body: encoded.body,
        signal: call.signal,
        credentials: "same-origin",
      };
      response = await fetchImpl(url, init);
      text = await response.text();
    } catch (error) {
      // Callers ignore an AbortError, so it must reach them as is, not as a network failure.
      if (call.signal?.aborted || isAbortError(error)) throw error;
      return {
        ok: false,
        error: new ApiError({ status: 0, message: DEFAULT_API_ERROR_MESSAGE, cause: error }),
      };
    }
    if (response.headers.get("cf-mitigated") === "challenge") {
      // Content spec §8: only a fresh page load can show the protection layer's challenge.
      onChallenge();
      return {
        ok: false,
        error: parseErrorBody(response.status, text, response.headers.get("content-type")),
      };
    }
    return readOutcome(response, text);
  }

  async function request<T>(
    method: ApiMethod,
    path: string,
    call: ApiRequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const first = await send(method, buildURL(baseURL, path, call.query), encodeBody(call.body), call);
    // Content spec §4, §7: a callbackPayload in any answer resumes the job through POST calls/run.
    const resume = (callbackPayload: string) =>
      send(
        "POST",
        baseURL + "calls/run",
        { body: callbackPayload, contentType: SIGNED_TOKEN_CONTENT_TYPE },
        call,
      );
    const outcome = await runLongRunner(first, resume, call.onProgress);
    if (!outcome.ok) throw outcome.error;
    return outcome.response as ApiResponse<T>;
  }

  const bind =
    (method: ApiMethod): ApiCall =>
    (path, call) =>
      request(method, path, call);
  return {
    get: bind("GET"),
    post: bind("POST"),
    put: bind("PUT"),
    patch: bind("PATCH"),
    delete: bind("DELETE"),
    request,
  };
}

/** The client the app shares: base /api/v2/, the page's fetch, reload on challenge. */
export const apiClient = createApiClient();

function readOutcome(response: Response, text: string): Outcome {
  const { status, headers } = response;
  const contentType = headers.get("content-type");
  // Content spec §7: 408 counts as success, so a long-running job's timeout answer is read as data.
  if (status >= 400 && status !== 408) return { ok: false, error: parseErrorBody(status, text, contentType) };
  let data: unknown = text;
  if (status === 204 || text === "") data = null;
  else if (contentType?.toLowerCase().includes("json")) {
    try {
      data = JSON.parse(text);
    } catch (error) {
      return { ok: false, error: new ApiError({ status, cause: error }) };
    }
  }
  const result: ApiResponse<unknown> = { data, status, headers };
  const paging = parsePaging(headers);
  if (paging) result.paging = paging;
  return { ok: true, response: result };
}

function buildURL(baseURL: string, path: string, query: Record<string, unknown> | undefined): string {
  const url = baseURL + path.replace(/^\/+/, "");
  // qs leaves out undefined values; brackets match how the server parses arrays (expand[]=all).
  const search = query ? stringifyQuery(query) : "";
  if (!search) return url;
  return url + (url.includes("?") ? "&" : "?") + search;
}

function encodeBody(body: unknown): EncodedBody {
  if (body === undefined) return {};
  // The browser writes the multipart boundary into the content type itself, so none may be set here.
  if (body instanceof FormData) return { body };
  return { body: JSON.stringify(body), contentType: "application/json" };
}

function withTrailingSlash(url: string): string {
  return url.endsWith("/") ? url : `${url}/`;
}

function isAbortError(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError";
}
