import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { plainTextOf } from "../../../runtime/format/excerpt";
import { HttpError } from "../../http/errors";
import { escapeHtml } from "./escape-html";
import { checkBodyLimits } from "./limits";
import { readImageHosts } from "./images/read-image-hosts";
import { renderInPool, renderManyInPool } from "./render-pool";

/** Rows rendered per batch (each batch is read by key, never with OFFSET). */
const BATCH = 1000;
/** Characters kept of a stored body that cannot be rendered, shown as escaped text. */
const FALLBACK_CHARS = 10_000;

/**
 * Renders every discussion, comment and message body, and every member's signature, that has no stored HTML
 * yet (rows written before bodies were rendered at write time, the demo seed, bulk imports), in
 * batches through the worker pool. A stored body over the limits or one the worker refuses is
 * kept, shown as escaped text. Images are kept from the site and `content.imageHosts` only.
 * Answers how many rows it rendered; `onText` hears each body shown as text.
 */
export async function renderPendingBodies(
  db: Kysely<Database>,
  onText?: (table: "discussions" | "comments" | "messages", id: number) => void,
): Promise<number> {
  const imageHosts = await readImageHosts(db);
  let rendered = 0;
  for (const table of ["discussions", "comments", "messages"] as const) {
    const key = table === "discussions" ? "discussionID" : table === "comments" ? "commentID" : "messageID";
    let after = 0;
    for (;;) {
      const rows = (await db
        .selectFrom(table)
        .select([`${key} as id`, "body", "format"])
        .where("bodyHtml", "is", null)
        .where(key, ">", after)
        .orderBy(key)
        .limit(BATCH)
        .execute()) as { id: number; body: string; format: string }[];
      if (rows.length === 0) break;
      const kind = table === "messages" ? "message" : "post";
      const results = await renderBatch(rows, kind, imageHosts);
      // One transaction per batch: a commit per row made a large import's bodies take minutes longer.
      await db.transaction().execute(async (trx) => {
        for (const [i, row] of rows.entries()) {
          const { html, text, asText } = results[i] as { html: string; text: string; asText?: boolean };
          if (asText) onText?.(table, row.id);
          await trx
            .updateTable(table)
            .set({ bodyHtml: html, bodyText: text })
            .where(key, "=", row.id)
            .execute();
        }
      });
      rendered += rows.length;
      after = (rows[rows.length - 1] as { id: number }).id;
    }
  }
  return rendered + (await renderPendingSignatures(db, imageHosts));
}

/** Bodies rendered together, per job of a worker. */
const PER_JOB = 100;

/**
 * Renders a batch of stored bodies a few per worker job; the bodies of a job that fails (one of them
 * too slow, or refused) are rendered one by one, each with its own budget and fallback.
 */
async function renderBatch(
  rows: readonly { body: string; format: string }[],
  kind: "post" | "message",
  imageHosts: string[],
): Promise<{ html: string; text: string; asText?: boolean }[]> {
  const jobs: Promise<{ html: string; text: string; asText?: boolean }[]>[] = [];
  for (let i = 0; i < rows.length; i += PER_JOB) {
    const part = rows.slice(i, i + PER_JOB);
    // One at a time: a failed job's bodies must not crowd the pool's queue (past it they would be refused).
    const single = async () => {
      const out: { html: string; text: string; asText?: boolean }[] = [];
      for (const row of part) out.push(await renderStored(row.body, row.format, kind, imageHosts));
      return out;
    };
    // Bodies over the limits never reach a worker: they show as text (renderStored).
    if (part.some((row) => checkBodyLimits(row.body, row.format) !== undefined)) {
      jobs.push(single());
      continue;
    }
    const tasks = part.map((row) => ({
      body: row.body,
      format: row.format,
      field: "body",
      stored: true,
      kind,
      imageHosts,
    }));
    jobs.push(
      renderManyInPool(tasks).then(
        (results) => (results.every((r) => r.ok) ? (results as { html: string; text: string }[]) : single()),
        single,
      ),
    );
  }
  return (await Promise.all(jobs)).flat();
}

async function renderPendingSignatures(db: Kysely<Database>, imageHosts: string[]): Promise<number> {
  let rendered = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom("users")
      .select(["userID", "signature"])
      .where("signatureHtml", "is", null)
      .where("signature", "!=", "")
      .where("userID", ">", after)
      .orderBy("userID")
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return rendered;
    for (const row of rows) {
      const { html } = await renderStored(row.signature, "markdown", "signature", imageHosts);
      await db.updateTable("users").set({ signatureHtml: html }).where("userID", "=", row.userID).execute();
    }
    rendered += rows.length;
    after = (rows[rows.length - 1] as { userID: number }).userID;
  }
}

async function renderStored(
  body: string,
  format: string,
  kind: "post" | "signature" | "message",
  imageHosts: string[],
): Promise<{ html: string; text: string; asText?: boolean }> {
  if (checkBodyLimits(body, format) === undefined) {
    const task = { body, format, field: "body", stored: true, kind, imageHosts };
    // A second try for a body that ran out of time: the budget counts a cold worker's start, which a
    // busy machine can spend whole on the first bodies of a batch (the demo's welcome post showed
    // its Markdown raw). A body that is slow in itself fails twice and is shown as text below.
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      try {
        const result = await renderInPool(task);
        if (result.ok) return result;
        break;
      } catch (error) {
        // Too slow or too big for the worker: shown as text below.
        if (attempt === 2 || !isRenderTimeout(error)) break;
      }
    }
  }
  const text = body.slice(0, FALLBACK_CHARS);
  // The excerpt is cut from the text: without the format's markup, as a rendered body's would be.
  return { html: `<p>${escapeHtml(text)}</p>`, text: plainTextOf(text, format), asText: true };
}

function isRenderTimeout(error: unknown): boolean {
  return error instanceof HttpError && error.details.errors?.some((e) => e.code === "renderTimeout") === true;
}
