import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "./api-client";
import { ApiError, DEFAULT_API_ERROR_MESSAGE } from "./api-error";
import { setAuditLogContext } from "./audit-log";
import { fakeFetch, jsonResponse } from "../../tests/helpers/fake-fetch";

afterEach(() => setAuditLogContext(null));

describe("createApiClient", () => {
  it("content spec §7: every call goes to base /api/v2/ with X-Requested-With, JSON accepted, same-origin credentials", async () => {
    const network = fakeFetch(...Array.from({ length: 5 }, () => jsonResponse({})));
    const api = createApiClient({ fetch: network.fetch });

    await api.get("/discussions");
    await api.post("drafts");
    await api.put("/themes/current");
    await api.patch("/config");
    await api.delete("/drafts/3");

    expect(network.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      "GET /api/v2/discussions",
      "POST /api/v2/drafts",
      "PUT /api/v2/themes/current",
      "PATCH /api/v2/config",
      "DELETE /api/v2/drafts/3",
    ]);
    for (const request of network.requests) {
      expect(request.headers.get("X-Requested-With")).toBe("XMLHttpRequest");
      expect(request.headers.get("Accept")).toBe("application/json");
      expect(request.init.credentials).toBe("same-origin");
    }
  });

  it("content spec §7: the query string is built with qs, brackets for arrays, undefined values left out", async () => {
    const network = fakeFetch(jsonResponse([]));
    const api = createApiClient({ fetch: network.fetch });

    await api.get("/users/5", { query: { expand: ["all"], limit: 50, order: undefined } });

    expect(decodeURIComponent(network.requests[0]?.url ?? "")).toBe("/api/v2/users/5?expand[]=all&limit=50");
  });

  it("content spec §7: a JSON body is sent as application/json, a FormData body as is (POST /media multipart)", async () => {
    const network = fakeFetch(jsonResponse({}), jsonResponse({}));
    const api = createApiClient({ fetch: network.fetch });
    const form = new FormData();
    form.append("file", new Blob(["x"]), "x.txt");

    await api.patch("/discussions/1", { body: { closed: true } });
    await api.post("/media", { body: form });

    const [json, multipart] = network.requests;
    expect(json?.headers.get("Content-Type")).toBe("application/json");
    expect(json?.body).toBe('{"closed":true}');
    expect(multipart?.body).toBe(form);
    expect(multipart?.headers.has("Content-Type")).toBe(false);
  });

  it("content spec §7: parent audit log headers are sent only while an audit log context exists", async () => {
    const network = fakeFetch(jsonResponse({}), jsonResponse({}), jsonResponse({}));
    const api = createApiClient({ fetch: network.fetch });

    await api.get("/discussions");
    setAuditLogContext({
      auditLogID: "log-7",
      requestPath: "/discussions",
      requestMethod: "GET",
      requestQuery: { page: 2, sort: "-score" },
    });
    await api.get("/discussions");
    setAuditLogContext(null);
    await api.get("/discussions");

    const [before, during, after] = network.requests.map((request) => request.headers);
    expect(before?.has("X-Parent-Audit-Log-Id")).toBe(false);
    expect(during?.get("X-Parent-Audit-Log-Id")).toBe("log-7");
    expect(during?.get("X-Parent-Audit-Log-Request-Path")).toBe("/discussions");
    expect(during?.get("X-Parent-Audit-Log-Request-Method")).toBe("GET");
    expect(JSON.parse(during?.get("X-Parent-Audit-Log-Request-Query") ?? "")).toEqual({
      page: 2,
      sort: "-score",
    });
    expect(after?.has("X-Parent-Audit-Log-Id")).toBe(false);
  });

  it("content spec §7: status below 400 or equal to 408 counts as success", async () => {
    const network = fakeFetch(
      jsonResponse({ id: 1 }, { status: 201 }),
      jsonResponse({ partial: true }, { status: 408 }),
      jsonResponse({ message: "Nope" }, { status: 400 }),
    );
    const api = createApiClient({ fetch: network.fetch });

    await expect(api.post("/discussions")).resolves.toMatchObject({ status: 201, data: { id: 1 } });
    await expect(api.get("/discussions")).resolves.toMatchObject({ status: 408, data: { partial: true } });
    await expect(api.get("/discussions")).rejects.toMatchObject({ status: 400, message: "Nope" });
  });

  it("content spec §7: a 204 answer has data null", async () => {
    const network = fakeFetch(new Response(null, { status: 204 }));
    const api = createApiClient({ fetch: network.fetch });

    await expect(api.delete("/discussions/1")).resolves.toMatchObject({ status: 204, data: null });
  });

  it("content spec §8: the server's error body is surfaced, field errors grouped by path and field", async () => {
    const body = {
      message: "Validation failed.",
      status: 422,
      description: "Fix the fields below.",
      errors: [
        { field: "name", path: "body", code: "missingField", message: "name is required." },
        { field: "name", path: "body", code: "tooShort", message: "name is too short." },
        { field: "limit", code: "tooLarge", message: "limit is too large." },
      ],
      actionButton: { label: "Sign In", url: "/entry/signin" },
      trace: "at handler()",
    };
    const api = createApiClient({ fetch: fakeFetch(jsonResponse(body, { status: 422 })).fetch });

    const error = await api.patch("/config", { body: {} }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: "Validation failed.",
      description: "Fix the fields below.",
      actionButton: { label: "Sign In", url: "/entry/signin" },
      trace: "at handler()",
    });
    expect((error as ApiError).errors).toEqual({
      "body.name": [body.errors[0], body.errors[1]],
      limit: [body.errors[2]],
    });
  });

  it("content spec §8: an empty or unreadable error body gets the default message", async () => {
    const network = fakeFetch(
      new Response(null, { status: 500 }),
      new Response("<<not json", { status: 502, headers: { "Content-Type": "application/json" } }),
      new Response("Bad Gateway", { status: 502, headers: { "Content-Type": "text/plain" } }),
    );
    const api = createApiClient({ fetch: network.fetch });

    for (const status of [500, 502, 502]) {
      await expect(api.get("/discussions")).rejects.toMatchObject({
        status,
        message: DEFAULT_API_ERROR_MESSAGE,
      });
    }
  });

  it("content spec §8: a challenge-mitigated response reloads the page, then fails", async () => {
    const challenge = new Response("<html><h1>Just a moment...</h1></html>", {
      status: 403,
      headers: { "Content-Type": "text/html", "cf-mitigated": "challenge" },
    });
    const onChallenge = vi.fn();
    const api = createApiClient({ fetch: fakeFetch(challenge).fetch, onChallenge });

    await expect(api.get("/discussions")).rejects.toMatchObject({ status: 403, message: "Just a moment..." });
    expect(onChallenge).toHaveBeenCalledTimes(1);
  });

  it("content spec §8: a network failure is an ApiError with status 0 and the default message", async () => {
    const api = createApiClient({ fetch: fakeFetch(new TypeError("Failed to fetch")).fetch });

    const error = await api.get("/discussions").catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: DEFAULT_API_ERROR_MESSAGE });
  });

  it("content spec §7: every call is abortable; the AbortError reaches the caller as is", async () => {
    const network = fakeFetch();
    const api = createApiClient({ fetch: network.fetch });
    const controller = new AbortController();

    const pending = api.get("/search", { query: { query: "plaza" }, signal: controller.signal });
    controller.abort();

    const error = await pending.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: "AbortError" });
    expect(network.requests[0]?.init.signal).toBe(controller.signal);
  });

  it("content spec §3: list paging is read from the response headers", async () => {
    const page = jsonResponse([], {
      headers: { "x-app-page-current": "2", "x-app-page-limit": "30", "x-app-page-result-count": "95" },
    });
    const api = createApiClient({ fetch: fakeFetch(page, jsonResponse({})).fetch });

    await expect(api.get("/discussions")).resolves.toMatchObject({
      paging: { currentPage: 2, limit: 30, total: 95 },
    });
    expect((await api.get("/discussions/1")).paging).toBeUndefined();
  });
});
