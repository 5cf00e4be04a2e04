import { afterEach, describe, expect, it, vi } from "vitest";
import { FRAGMENT_SCRIPT_TIMEOUT_MS, loadFragmentComponent, type ModuleImporter } from "./load-fragment";

function Banner() {
  return null;
}
const impl = (name: string) => ({ fragmentUUID: name, jsUrl: `/api/v2/fragments/${name}/js?rev=1` });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("loadFragmentComponent", () => {
  it("answers the module's default export and imports each URL once", async () => {
    const importModule = vi.fn<ModuleImporter>(async () => ({ default: Banner }));
    await expect(loadFragmentComponent(impl("once"), { importModule })).resolves.toBe(Banner);
    await expect(loadFragmentComponent(impl("once"), { importModule })).resolves.toBe(Banner);
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(importModule).toHaveBeenCalledWith("/api/v2/fragments/once/js?rev=1");
  });

  it('rejects with "Failed to load a required embed script" when the import fails, and retries later (content spec §8)', async () => {
    const importModule = vi
      .fn<ModuleImporter>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce({ default: Banner });
    await expect(loadFragmentComponent(impl("flaky"), { importModule })).rejects.toThrow(
      "Failed to load a required embed script",
    );
    await expect(loadFragmentComponent(impl("flaky"), { importModule })).resolves.toBe(Banner);
  });

  it("rejects when the default export is not a React component", async () => {
    const importModule: ModuleImporter = async () => ({ default: "<div>" });
    await expect(loadFragmentComponent(impl("bad"), { importModule })).rejects.toThrow(
      "must export a React component as its default export",
    );
  });

  it("accepts memo and forwardRef components (objects React renders)", async () => {
    const memoLike = { $$typeof: Symbol.for("react.memo"), type: Banner };
    const importModule: ModuleImporter = async () => ({ default: memoLike });
    await expect(loadFragmentComponent(impl("memo"), { importModule })).resolves.toBe(memoLike);
  });

  it("times out after 10 s with the spec's message (content spec §8, §9)", async () => {
    vi.useFakeTimers();
    const importModule: ModuleImporter = () => new Promise(() => undefined);
    const loading = loadFragmentComponent(impl("slow"), { importModule });
    const outcome = expect(loading).rejects.toThrow(
      "Loading of the script /api/v2/fragments/slow/js?rev=1 has timed out.",
    );
    await vi.advanceTimersByTimeAsync(FRAGMENT_SCRIPT_TIMEOUT_MS - 1);
    let settled = false;
    loading.catch(() => undefined).finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });
});
