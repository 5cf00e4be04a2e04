// The long form of the API fuzzing suite: 100,000 generated requests (FUZZ_RUNS, FUZZ_SEED override),
// then counts by status class, the slowest requests and every failure. Exits non-zero on a failure.
// Run: npx tsx bench/fuzz.ts
import { createFuzzTarget, describeReport, fuzzSettings, runFuzz } from "../tests/fuzz/harness";

const { seed, runs } = fuzzSettings(100_000);
const target = await createFuzzTarget();
console.log(`fuzz: seed ${seed}, ${runs} requests over ${target.routes.length} routes`);
try {
  const report = await runFuzz(target, {
    seed,
    runs,
    keepSlowest: 20,
    progressEvery: 1_000,
    onProgress: (sent, partial) =>
      console.log(
        `  ${sent} sent, ${(partial.durationMs / 1000).toFixed(0)} s, ${JSON.stringify(partial.byClass)}, ${partial.failures.length} failures`,
      ),
  });
  console.log(describeReport(report));
  process.exitCode = report.failures.length > 0 ? 1 : 0;
} finally {
  await target.close();
}
