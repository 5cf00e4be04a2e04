import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch } from "../../../tests/helpers/fake-fetch";
import { needsEmailConfirmation, requestConfirmationEmail } from "./email-confirmation";

afterEach(() => vi.unstubAllGlobals());

describe("needsEmailConfirmation (shell spec §4 email confirmation toast)", () => {
  it("holds when confirmation is required, the user is not the guest and is not confirmed", () => {
    expect(needsEmailConfirmation({ userID: 2, emailConfirmed: false }, true)).toBe(true);
  });

  it("never holds for the guest (id 0), a confirmed user, or when confirmation is not required", () => {
    expect(needsEmailConfirmation({ userID: 0, emailConfirmed: false }, true)).toBe(false);
    expect(needsEmailConfirmation({ userID: 2, emailConfirmed: true }, true)).toBe(false);
    expect(needsEmailConfirmation({ userID: 2, emailConfirmed: false }, false)).toBe(false);
  });
});

describe("requestConfirmationEmail", () => {
  it("POSTs /users/me/confirm-email-request with no body and resolves on 202", async () => {
    const { fetch, requests } = fakeFetch(new Response(null, { status: 202 }));
    vi.stubGlobal("fetch", fetch);
    await requestConfirmationEmail();
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ["POST", "/api/v2/users/me/confirm-email-request", undefined],
    ]);
  });
});
