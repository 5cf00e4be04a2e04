// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createLogger, loadConfigFromFile, type Logger } from "vite";

/** Loads vite.config.ts as `vite build` does and answers the config with what its loader warned. */
async function loadBuildConfig() {
  const warnings: string[] = [];
  const base = createLogger("warn");
  const logger: Logger = {
    ...base,
    warn: (message) => warnings.push(message),
    warnOnce: (message) => warnings.push(message),
  };
  const loaded = await loadConfigFromFile(
    { command: "build", mode: "production" },
    "vite.config.ts",
    process.cwd(),
    "warn",
    logger,
  );
  if (!loaded) throw new Error("vite.config.ts did not load");
  return { config: loaded.config, warnings };
}

describe("the build config (a quiet `npm start` and `npm run build`)", () => {
  it("loads without a warning: every relative import of the config and its plugins names its file", async () => {
    const { warnings } = await loadBuildConfig();
    expect(warnings).toEqual([]);
  });

  it("names every code-splitting group whose chunk name is a function, and leaves out the timing report", async () => {
    const { config } = await loadBuildConfig();
    const rolldownOptions = config.build?.rolldownOptions;
    const output = Array.isArray(rolldownOptions?.output)
      ? rolldownOptions.output[0]
      : rolldownOptions?.output;
    const splitting = output?.codeSplitting;
    const groups = typeof splitting === "object" ? (splitting.groups ?? []) : [];
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      if (typeof group.name === "function") expect(group.debugName).toMatch(/\S/);
    }
    expect(rolldownOptions?.checks?.bundlerTimings).toBe(false);
  });
});
