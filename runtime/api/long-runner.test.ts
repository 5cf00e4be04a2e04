import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./api-client";
import { ApiError } from "./api-error";
import { isJobDrivenHere } from "./long-runner";
import { fakeFetch, jsonResponse } from "../../tests/helpers/fake-fetch";

const progress = (successIDs: number[], failedIDs: number[] = [], exceptionsByID = {}) => ({
  successIDs,
  failedIDs,
  exceptionsByID,
});

describe("long-running jobs through the API client", () => {
  it("content spec §4, §7: a callbackPayload is sent to POST calls/run as a system-signed token until none comes back", async () => {
    const network = fakeFetch(
      jsonResponse({ callbackPayload: "token.1" }, { status: 408 }),
      jsonResponse({ callbackPayload: "token.2" }, { status: 408 }),
      jsonResponse({ done: true }),
    );
    const api = createApiClient({ fetch: network.fetch });

    const response = await api.delete("/discussions/list", { body: { discussionIDs: [1, 2] } });

    expect(network.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      "DELETE /api/v2/discussions/list",
      "POST /api/v2/calls/run",
      "POST /api/v2/calls/run",
    ]);
    expect(network.requests.slice(1).map((request) => request.body)).toEqual(["token.1", "token.2"]);
    for (const followUp of network.requests.slice(1)) {
      expect(followUp.headers.get("Content-Type")).toBe("application/system-signed-token");
      expect(followUp.headers.get("X-Requested-With")).toBe("XMLHttpRequest");
    }
    expect(response).toMatchObject({ status: 200, data: { done: true } });
  });

  it("remembers the jobs this tab carries on, by the job its callbackPayload names", async () => {
    const claims = Buffer.from(JSON.stringify({ jobID: "j-1?>", userID: 2, cursor: 1, expires: 1 })).toString(
      "base64url",
    );
    const network = fakeFetch(
      jsonResponse({ callbackPayload: `${claims}.mac` }, { status: 408 }),
      jsonResponse({ callbackPayload: "not a token" }, { status: 408 }),
      jsonResponse({ done: true }),
    );
    const api = createApiClient({ fetch: network.fetch });
    expect(isJobDrivenHere("j-1?>")).toBe(false);
    await api.patch("/discussions/close", { body: { discussionIDs: [1, 2, 3], closed: true } });
    expect(isJobDrivenHere("j-1?>")).toBe(true);
    expect(isJobDrivenHere("j-2")).toBe(false);
  });

  it("content spec §4: an error response carrying a callbackPayload is followed too", async () => {
    const network = fakeFetch(
      jsonResponse({ message: "Timed out.", status: 500, callbackPayload: "token.1" }, { status: 500 }),
      jsonResponse({ moved: true }),
    );
    const api = createApiClient({ fetch: network.fetch });

    const response = await api.patch("/discussions/move", { body: { discussionIDs: [1], categoryID: 4 } });

    expect(network.requests[1]).toMatchObject({ method: "POST", url: "/api/v2/calls/run", body: "token.1" });
    expect(response.data).toEqual({ moved: true });
  });

  it("content spec §4, §7: progress is merged across calls, reported after each, and put on the final data", async () => {
    const network = fakeFetch(
      jsonResponse({ callbackPayload: "token.1", progress: progress([1, 2]) }, { status: 408 }),
      jsonResponse(
        {
          callbackPayload: "token.2",
          progress: progress([3], [4], { 4: { message: "Redirects can't be moved." } }),
        },
        { status: 408 },
      ),
      jsonResponse({ progress: progress([5]) }),
    );
    const onProgress = vi.fn();
    const api = createApiClient({ fetch: network.fetch });

    const response = await api.patch("/discussions/move", {
      body: { discussionIDs: [1, 2, 3, 4, 5] },
      onProgress,
    });

    expect(onProgress.mock.calls.map(([reported]) => reported)).toEqual([
      progress([1, 2]),
      progress([1, 2, 3], [4], { 4: { message: "Redirects can't be moved." } }),
      progress([1, 2, 3, 5], [4], { 4: { message: "Redirects can't be moved." } }),
    ]);
    expect(response.data).toEqual({
      progress: progress([1, 2, 3, 5], [4], { 4: { message: "Redirects can't be moved." } }),
    });
  });

  it("content spec §8: a job ending in an error rejects with it, carrying every call's per-id exceptions", async () => {
    const network = fakeFetch(
      jsonResponse(
        { callbackPayload: "token.1", progress: progress([], [1], { 1: { message: "Closed." } }) },
        { status: 408 },
      ),
      jsonResponse(
        {
          message: "Permission Problem",
          status: 403,
          progress: progress([], [2], { 2: { message: "No access." } }),
        },
        { status: 403 },
      ),
    );
    const api = createApiClient({ fetch: network.fetch });

    const error = await api
      .patch("/discussions/close", { body: { discussionIDs: [1, 2] } })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      message: "Permission Problem",
      progress: progress([], [1, 2], { 1: { message: "Closed." }, 2: { message: "No access." } }),
    });
  });

  it("content spec §7: the follow-up calls are abortable with the caller's signal", async () => {
    const network = fakeFetch(jsonResponse({ callbackPayload: "token.1" }, { status: 408 }));
    const api = createApiClient({ fetch: network.fetch });
    const controller = new AbortController();

    const pending = api.delete("/discussions/list", { signal: controller.signal });
    await vi.waitFor(() => expect(network.requests).toHaveLength(2));
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(network.requests[1]?.init.signal).toBe(controller.signal);
  });
});
