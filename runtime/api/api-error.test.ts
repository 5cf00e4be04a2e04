import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, DEFAULT_API_ERROR_MESSAGE, DEFAULT_HTML_ERROR_HEADING, parseErrorBody } from "./api-error";

const JSON_TYPE = "application/json; charset=utf-8";

const CLOUDFLARE_PAGE = `<!DOCTYPE html>
<html><head><title>Access denied</title><script>var message = "<h1>not this</h1>";</script></head>
<body>
  <div class="cf-wrapper">
    <h1><span class="cf-error-type">Error</span> <span class="code-label">1020</span></h1>
    <h2 class="cf-subheadline">Access denied</h2>
    <p>This website is using a security service to protect itself from online attacks &amp; abuse.</p>
    <p>Another paragraph.</p>
    <span class="cf-footer-item">Cloudflare Ray ID: <strong>8a1b2c3d4e5f6789</strong></span>
  </div>
</body></html>`;

afterEach(() => vi.unstubAllGlobals());

describe("parseErrorBody", () => {
  it("content spec §8: message, description, actionButton, trace and job state of a JSON error body are surfaced", () => {
    const body = {
      message: "Permission Problem",
      status: 403,
      description: "You need to sign in.",
      actionButton: { label: "Sign In", url: "/entry/signin", target: "_self" },
      trace: "at authorize()",
      callbackPayload: "token.1",
      progress: { successIDs: [1], failedIDs: [2], exceptionsByID: { 2: { message: "Closed.", code: 403 } } },
    };

    const error = parseErrorBody(403, JSON.stringify(body), JSON_TYPE);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      message: "Permission Problem",
      description: "You need to sign in.",
      actionButton: { label: "Sign In", url: "/entry/signin", target: "_self" },
      trace: "at authorize()",
      callbackPayload: "token.1",
      progress: body.progress,
      errors: {},
    });
  });

  it("content spec §5: field errors are grouped by field, joining path and field names", () => {
    const errors = [
      { field: "name", path: "body", code: "missingField", message: "name is required." },
      { field: "limit", code: "tooLarge", message: "limit is too large." },
      { field: "name", path: "body", code: "tooShort", message: "name is too short." },
    ];

    const error = parseErrorBody(
      422,
      JSON.stringify({ message: "Invalid.", status: 422, errors }),
      JSON_TYPE,
    );

    expect(error.errors).toEqual({ "body.name": [errors[0], errors[2]], limit: [errors[1]] });
  });

  it("content spec §8: without a usable message the default one is used", () => {
    const bodies: Array<[string, string | null]> = [
      ["", JSON_TYPE],
      ["{ truncated", JSON_TYPE],
      ['"just a string"', JSON_TYPE],
      ['{"status":500,"message":""}', JSON_TYPE],
      ["Service Unavailable", "text/plain"],
      ["", null],
    ];

    for (const [text, type] of bodies) {
      expect(parseErrorBody(503, text, type)).toMatchObject({
        status: 503,
        message: DEFAULT_API_ERROR_MESSAGE,
      });
    }
    expect(DEFAULT_API_ERROR_MESSAGE).toBe("Something went wrong while contacting the server.");
  });

  it("content spec §8: a protection layer's HTML page gives its heading, first paragraph and Ray ID", () => {
    const error = parseErrorBody(403, CLOUDFLARE_PAGE, "text/html; charset=UTF-8");

    expect(error).toMatchObject({
      status: 403,
      message: "Error 1020",
      description: "This website is using a security service to protect itself from online attacks & abuse.",
      rayID: "8a1b2c3d4e5f6789",
    });
  });

  it("content spec §8: an HTML page without a heading gets the default heading, spelled as the spec has it", () => {
    const error = parseErrorBody(520, "<html><body><div>Web server is down</div></body></html>", "text/html");

    expect(error.message).toBe(DEFAULT_HTML_ERROR_HEADING);
    expect(DEFAULT_HTML_ERROR_HEADING).toBe("An Error has Occured");
    expect(error.description).toBeUndefined();
    expect(error.rayID).toBeUndefined();
  });

  it("content spec §8: the HTML page is read the same way where there is no DOMParser", () => {
    vi.stubGlobal("DOMParser", undefined);

    expect(parseErrorBody(403, CLOUDFLARE_PAGE, "text/html")).toMatchObject({
      message: "Error 1020",
      description: "This website is using a security service to protect itself from online attacks & abuse.",
      rayID: "8a1b2c3d4e5f6789",
    });
    expect(parseErrorBody(520, "<div>down</div>", "text/html").message).toBe(DEFAULT_HTML_ERROR_HEADING);
  });
});
