// The API fuzzing harness: builds the app, collects its routes and schemas, sends generated requests
// as each kind of user and checks every answer. Used by tests/fuzz/api.test.ts and bench/fuzz.ts.

export {
  BLOCK_LIMIT_MS,
  DEFAULT_SEED,
  responseSchemas,
  type FuzzFailure,
  type KnownIssue,
  knownIssues,
  type FuzzReport,
  checkAnswer,
  describeRequest,
} from "./harness/checks";
export { type FuzzTarget, liftedAbuseLimits, createFuzzTarget } from "./harness/target";
export {
  type FuzzOptions,
  fuzzSettings,
  requestSeed,
  generateRequest,
  ANSWER_LIMIT_MS,
  runFuzz,
  describeFailure,
  describeReport,
} from "./harness/run";
