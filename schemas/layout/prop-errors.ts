import type { ErrorObject } from "ajv";

/** One problem with a widget's props: where (a dotted prop path, empty for the whole) and what. */
export interface PropError {
  path: string;
  /** The ajv keyword that failed (`required`, `type`, `enum`...). */
  code: string;
  /** What is wrong, without the path: "must be integer". */
  problem: string;
  /** A sentence naming the path: "apiParams.limit must be integer." */
  message: string;
}

/** What a validator reports of one problem: compiled by ajv now, or ahead of time (standalone code). */
export type ValidationError = Pick<ErrorObject, "instancePath" | "keyword" | "params" | "message">;

/** A compiled validator, by ajv now or ahead of time: true when valid, its errors on itself. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: readonly ValidationError[] | null;
}

/** ajv errors as prop errors: `required` and `additionalProperties` name the prop concerned. */
export function propErrorsOf(errors: readonly ValidationError[]): PropError[] {
  return errors.map((error) => {
    const segments = error.instancePath.split("/").filter(Boolean).map(unescapePointer);
    let problem = error.message ?? "is invalid";
    if (error.keyword === "required") {
      segments.push(String(error.params.missingProperty));
      problem = "is required";
    } else if (error.keyword === "additionalProperties") {
      segments.push(String(error.params.additionalProperty));
      problem = "is not a known property";
    } else if (error.keyword === "enum" && Array.isArray(error.params.allowedValues)) {
      problem = `must be one of ${error.params.allowedValues.join(", ")}`;
    }
    const path = segments.map((s, i) => (/^\d+$/.test(s) ? `[${s}]` : i === 0 ? s : `.${s}`)).join("");
    return { path, code: error.keyword, problem, message: `${path || "props"} ${problem}.` };
  });
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}
