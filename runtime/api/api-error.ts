import type { ErrorBody, FieldError } from "../../schemas/entities/error.schema";
import { readLongRunnerState, type LongRunnerProgress } from "./long-runner";
import { msg } from "../i18n/t";

/** Shown when the server gave no usable message (content spec §8). */
export const DEFAULT_API_ERROR_MESSAGE = msg("Something went wrong while contacting the server.");

/** Heading used when a protection layer's HTML page has none; the spelling is the spec's (content spec §8). */
export const DEFAULT_HTML_ERROR_HEADING = "An Error has Occured";

/** An action the user can take about an error, as the server offers it. */
export type ApiActionButton = NonNullable<ErrorBody["actionButton"]>;

/** What an ApiError is built from; field errors come as the server lists them. */
export type ApiErrorInit = {
  status: number;
  message?: string;
  description?: string;
  errors?: readonly FieldError[];
  actionButton?: ApiActionButton;
  trace?: string;
  rayID?: string;
  callbackPayload?: string;
  progress?: LongRunnerProgress;
  cause?: unknown;
};

/** A failed API call: HTTP status (0 for a network failure) and what the server said about it. */
export class ApiError extends Error {
  override name = "ApiError";
  status: number;
  description?: string;
  /** Field errors keyed by "path.field", or "field" when the error has no path (content spec §5). */
  errors: Record<string, FieldError[]>;
  actionButton?: ApiActionButton;
  trace?: string;
  rayID?: string;
  callbackPayload?: string;
  progress?: LongRunnerProgress;

  constructor(init: ApiErrorInit) {
    super(
      init.message || DEFAULT_API_ERROR_MESSAGE,
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.status = init.status;
    this.description = init.description;
    this.errors = groupFieldErrors(init.errors ?? []);
    this.actionButton = init.actionButton;
    this.trace = init.trace;
    this.rayID = init.rayID;
    this.callbackPayload = init.callbackPayload;
    this.progress = init.progress;
  }
}

/** Builds the ApiError for a failed response from its body text and Content-Type. */
export function parseErrorBody(status: number, bodyText: string, contentType: string | null): ApiError {
  const type = (contentType ?? "").toLowerCase();
  if (type.includes("json")) return new ApiError({ status, ...readJsonError(bodyText) });
  if (type.includes("html")) return new ApiError({ status, ...readHtmlError(bodyText) });
  return new ApiError({ status });
}

function groupFieldErrors(errors: readonly FieldError[]): Record<string, FieldError[]> {
  const grouped: Record<string, FieldError[]> = {};
  for (const error of errors) {
    // Content spec §5: errors are grouped by field, joining path and field names.
    const key = error.path ? `${error.path}.${error.field}` : error.field;
    (grouped[key] ??= []).push(error);
  }
  return grouped;
}

// Every field is checked: a proxy or a half-written body must degrade to the default message, not throw.
function readJsonError(bodyText: string): Omit<ApiErrorInit, "status"> {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return {};
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return {};
  const record = body as Record<string, unknown>;
  return {
    ...readLongRunnerState(record),
    message: stringOrUndefined(record.message),
    description: stringOrUndefined(record.description),
    errors: Array.isArray(record.errors) ? record.errors.filter(isFieldError) : undefined,
    actionButton: isActionButton(record.actionButton) ? record.actionButton : undefined,
    trace: stringOrUndefined(record.trace),
  };
}

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== "object" || value === null) return false;
  const { field, path, code, message } = value as Record<string, unknown>;
  return (
    typeof field === "string" &&
    typeof code === "string" &&
    typeof message === "string" &&
    (path === undefined || typeof path === "string")
  );
}

function isActionButton(value: unknown): value is ApiActionButton {
  if (typeof value !== "object" || value === null) return false;
  const { label, url, target } = value as Record<string, unknown>;
  return (
    typeof label === "string" &&
    typeof url === "string" &&
    (target === undefined || typeof target === "string")
  );
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

const RAY_ID = /Ray ID:?\s*([0-9a-z-]+)/i;

// Content spec §8: a protection layer (Cloudflare) answers with its own HTML page; its heading,
// first paragraph and Ray ID are what the user and support need.
function readHtmlError(html: string): Omit<ApiErrorInit, "status"> {
  const parts = typeof DOMParser === "function" ? readHtmlWithDom(html) : readHtmlWithRegex(html);
  return {
    message: parts.heading || DEFAULT_HTML_ERROR_HEADING,
    description: parts.paragraph || undefined,
    rayID: RAY_ID.exec(parts.text)?.[1],
  };
}

type HtmlParts = { heading: string; paragraph: string; text: string };

function readHtmlWithDom(html: string): HtmlParts {
  // A DOMParser document is inert: its scripts never run and its images never load.
  const doc = new DOMParser().parseFromString(html, "text/html");
  doc.querySelectorAll("script, style").forEach((node) => node.remove());
  const textOf = (node: Element | null | undefined) => collapse(node?.textContent ?? "");
  return {
    heading: textOf(doc.querySelector("h1, h2")),
    paragraph: textOf(doc.querySelector("p")),
    text: textOf(doc.body),
  };
}

// Outside a browser (node tests, server-side rendering) there is no DOMParser.
function readHtmlWithRegex(html: string): HtmlParts {
  const source = html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ");
  const textOf = (fragment: string | undefined) =>
    collapse(decodeEntities((fragment ?? "").replace(/<[^>]*>/g, " ")));
  return {
    heading: textOf(/<h([12])\b[^>]*>([\s\S]*?)<\/h\1\s*>/i.exec(source)?.[2]),
    paragraph: textOf(/<p\b[^>]*>([\s\S]*?)<\/p\s*>/i.exec(source)?.[1]),
    text: textOf(source),
  };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (!name.startsWith("#")) return ENTITIES[name.toLowerCase()] ?? entity;
    const isHex = name[1] === "x" || name[1] === "X";
    const code = Number.parseInt(name.slice(isHex ? 2 : 1), isHex ? 16 : 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
