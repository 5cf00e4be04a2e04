import type { FieldError } from "../../../schemas/entities/error.schema";

/** What the body worker is asked to do with one body. */
export interface RenderTask {
  body: string;
  format: string;
  /** A post body, or a member's signature (markdown, no mentions linked: it notifies nobody). */
  kind?: "post" | "signature" | "message";
  /** The field errors name (`body` for posts). */
  field: string;
  /** Also list the names the body mentions (for notifications). */
  mentions?: boolean;
  /**
   * A body stored before: not validated again (legacy or damaged rich2 shows as its text, the way
   * render-body.ts renders it) since refusing it would leave nothing to show.
   */
  stored?: boolean;
  /** On an edit: the body before it, whose mentions were notified already. */
  previous?: { body: string; format: string };
  /** `content.imageHosts` when the body is rendered: images from other hosts are not kept. */
  imageHosts?: string[];
}

/** The worker's answer: the rendered body, or the field errors that refuse it. */
export type RenderResult =
  | { ok: true; html: string; text: string; mentions: string[]; previousMentions: string[] }
  | { ok: false; errors: FieldError[] };
