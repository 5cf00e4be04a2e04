import { plainTextOf, htmlToText } from "../../../runtime/format/excerpt";
import { normalizeBodyFormat } from "./body-format";
import { extractMentionNames } from "./mentions/mentions";
import { renderBodyWithMentions, validateBody } from "./render-body";
import { renderSignature } from "./render-signature";
import { messageHtml } from "./message-html";
import type { RenderTask, RenderResult } from "./render-task";

/**
 * The body worker (run by the pool of render-pool.ts, never on the server's main thread): checks a
 * body's structure, renders it to sanitised HTML, and extracts its plain text and mentions, all in
 * one pass over a body that already passed the hard limits of limits.ts.
 */
export default function renderTask(task: RenderTask): RenderResult {
  if (task.kind === "message") {
    return {
      ok: true,
      html: messageHtml(task.body, task.format),
      text: plainTextOf(task.body, task.format),
      mentions: [],
      previousMentions: [],
    };
  }
  const options = { imageHosts: task.imageHosts ?? [] };
  if (task.kind === "signature") {
    const html = renderSignature(task.body, options);
    return { ok: true, html, text: htmlToText(html), mentions: [], previousMentions: [] };
  }
  const errors = task.stored ? [] : validateBody(task.body, task.format, task.field);
  if (errors.length > 0) return { ok: false, errors };
  const { html, mentions } = renderBodyWithMentions(task.body, task.format, options);
  const text =
    normalizeBodyFormat(task.format) === "rich2" ? plainTextOf(task.body, "rich2") : htmlToText(html);
  return {
    ok: true,
    html,
    text,
    mentions: task.mentions ? (mentions ?? extractMentionNames(task.body, task.format)) : [],
    previousMentions: task.previous ? extractMentionNames(task.previous.body, task.previous.format) : [],
  };
}

/** Several stored bodies in one job (render-pool.ts `renderManyInPool`), each as {@link renderTask}. */
export function renderMany(tasks: readonly RenderTask[]): RenderResult[] {
  return tasks.map((task) => renderTask(task));
}
