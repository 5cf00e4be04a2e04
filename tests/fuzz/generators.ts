// The generators of the API fuzzing suite (tests/fuzz/api.test.ts, bench/fuzz.ts): for every route,
// requests built from the route's own schema (valid-ish) and hostile mutations of them, split by kind under generators/.
export {
  actors,
  type Actor,
  type FuzzRoute,
  type FuzzRequest,
  type IdPools,
  RawJson,
  toJsonText,
  withKey,
} from "./generators/core";
export {
  DEEP,
  hostileShortString,
  hostileString,
  hostileNumberText,
  hostileJsonValue,
  hostileBodyText,
} from "./generators/strings";
export { hostileUrl, rich2Document, postBody } from "./generators/bodies";
export { layoutNode } from "./generators/layouts";
export { poolOfProperty, poolOfSegment, fromPool, propertyHint } from "./generators/schemaParts";
export {
  writeMethods,
  writeHeaders,
  hostileSegment,
  hostileQuery,
  hostileQueryForKey,
  hostileContentType,
  hostileHeaders,
} from "./generators/tricks";
export { multipartBody } from "./generators/multipart";
export { routeRequests, requestArbitrary } from "./generators/requests";
