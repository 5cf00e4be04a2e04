import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { useUploadLimits } from "./use-upload-limits";

describe("useUploadLimits", () => {
  afterEach(resetSession);

  it("reads upload.maxSize and upload.allowedExtensions from the session config", () => {
    setSession({ config: { "upload.maxSize": 2048, "upload.allowedExtensions": ["gif"] } });
    const { result } = renderHook(() => useUploadLimits());
    expect(result.current).toEqual({ maxSize: 2048, allowedExtensions: ["gif"] });
  });

  it("falls back to the config defaults when the keys are absent", () => {
    const { result } = renderHook(() => useUploadLimits());
    expect(result.current.maxSize).toBe(10 * 1024 * 1024);
    expect(result.current.allowedExtensions).toContain("png");
  });
});
