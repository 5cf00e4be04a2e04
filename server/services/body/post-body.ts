import type { Kysely } from "kysely";
import type { FieldError } from "../../../schemas/entities/error.schema";
import type { Database } from "../../db/types";
import { badRequest, HttpError } from "../../http/errors";
import { checkBodyLimits } from "./limits";
import { readImageHosts } from "./images/read-image-hosts";
import { renderInPool } from "./render-pool";
import { isEmptyBody } from "./empty-body";

/** A post body as it is stored: what was written, and what reads serve. */
export interface PreparedBody {
  /** Sanitised HTML, served as the record's `body`. */
  html: string;
  /** Plain text, whitespace collapsed: excerpts are cut from it. */
  text: string;
  /** Names the body mentions (when asked for). */
  mentions: string[];
  /** Names the previous body mentioned (on an edit, when given). */
  previousMentions: string[];
}

/**
 * Checks and renders a post body once, at write time: the hard limits first (413 for size, 400 for
 * depth or element count, before anything parses the body), then emptiness (content spec §3: a
 * single empty rich2 paragraph is empty), then the worker pool validates the format's structure and
 * renders it, keeping images from the site and `content.imageHosts` only (read from `db` now).
 * Throws 400 with field errors for any body that cannot be stored.
 */
export async function prepareBody(
  db: Kysely<Database>,
  body: string,
  format: string,
  options: { field?: string; mentions?: boolean; previous?: { body: string; format: string } } = {},
): Promise<PreparedBody> {
  const field = options.field ?? "body";
  const problem = checkBodyLimits(body, format, field);
  if (problem) {
    throw new HttpError(
      problem.status,
      problem.status === 413 ? "The post is too large." : "The post could not be saved.",
      {
        errors: [problem.error],
      },
    );
  }
  if (isEmptyBody(body, format)) {
    const errors: FieldError[] = [{ field, code: "empty", message: "The body is required." }];
    throw badRequest("The post could not be saved.", errors);
  }
  const result = await renderInPool({
    body,
    format,
    field,
    mentions: options.mentions,
    previous: options.previous,
    imageHosts: await readImageHosts(db),
  });
  if (!result.ok) throw badRequest("The post could not be saved.", result.errors);
  return result;
}
