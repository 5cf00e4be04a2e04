import { longRunnerResultSchema } from "../../../schemas/api/discussion-bulk.schema";

// What a route answers is declared in the route's own `schema.response`: by status, a JSON Schema,
// NO_BODY, or another media type. `installApiContract` adds the shared error answers, compiles the
// JSON ones into Fastify's serialisers and lists them all in the OpenAPI document.

/** An answer without a body (204, 202). */
export const NO_BODY = { noBody: true } as const;
/** An answer that is not JSON: its media type. */
export interface NonJsonAnswer {
  contentType: string;
  description: string;
}
/** What a route answers with one status: a JSON Schema, no body, or another media type. */
export type Answer = object | typeof NO_BODY | NonJsonAnswer;
/** The answers of one route by status ("200", "201", "408"...). */
export type RouteAnswers = Record<string, Answer>;

export const javascript: NonJsonAnswer = { contentType: "text/javascript", description: "An ES module." };
export const stylesheet: NonJsonAnswer = { contentType: "text/css", description: "A stylesheet." };
/** A long-running job's answers: done (200) or continued with a callback payload (408). */
export const longRunner = { 200: longRunnerResultSchema, 408: longRunnerResultSchema };
