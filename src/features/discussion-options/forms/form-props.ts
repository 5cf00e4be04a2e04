import type { Discussion } from "../../../../schemas/entities/discussion.schema";

/** What every discussion options form receives. */
export interface DiscussionFormProps {
  discussion: Discussion;
  onClose(): void;
  /** After a successful call: refetches the discussion and closes the form. */
  onDone(): Promise<void>;
}
