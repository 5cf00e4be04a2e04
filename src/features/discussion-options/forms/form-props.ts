import type { Discussion } from "../../../../schemas/entities/discussion.schema";

/** What every discussion options form receives. */
export interface DiscussionFormProps {
  discussion: Discussion;
  onClose(): void;
  /**
   * After a successful call: refetches the discussion, closes the form and says `message` (already
   * translated) in a toast.
   */
  onDone(message?: string): Promise<void>;
}
