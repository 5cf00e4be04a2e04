import { Suspense, useRef, useState } from "react";
import { emptyRich2Body, type Rich2Document } from "../../../schemas/entities/rich2";
import { useSession } from "../../../runtime/data/session-store";
import { BannedNotice } from "../users";
import { Button } from "../../ui/Button";
import { Loader } from "../../ui/Loader";
import { errorMessageOf } from "../../ui/toasts/use-toast";
import { isEmptyRich2, rich2FromText, RichEditor, type RichEditorHandle } from "../editor";
import * as styles from "./messages.styles";

/** Props of {@link MessageComposer}. */
export interface MessageComposerProps {
  /** The editor's accessible name. */
  label: string;
  /** The send button's text. */
  submitLabel: string;
  /** Text the editor starts with (`/messages/add?content=`, content spec §2). */
  initialText?: string;
  /** Whether sending is possible yet, beyond a non-empty body (e.g. someone to send to). */
  canSend?: boolean;
  /** Sends the body; a rejection is shown above the button and the text is kept. */
  onSend(body: string, format: "rich2"): Promise<void>;
}

/**
 * The message box: the project's rich editor (rich2, as comments are written) with a send button
 * that stays disabled while the message is empty. After a send the editor is emptied; a failure is
 * announced and the text kept.
 */
export function MessageComposer({
  label,
  submitLabel,
  initialText,
  canSend = true,
  onSend,
}: MessageComposerProps) {
  const [initialValue] = useState(() => (initialText ? rich2FromText(initialText) : undefined));
  const [doc, setDoc] = useState<Rich2Document>(() => initialValue ?? emptyRich2Body());
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handle = useRef<RichEditorHandle | null>(null);
  const isEmpty = isEmptyRich2(doc);
  const isBanned = useSession((state) => state.user.banned === 1);

  async function send() {
    if (isEmpty || !canSend || isSending) return;
    setIsSending(true);
    setError(null);
    try {
      await onSend(JSON.stringify(doc), "rich2");
      handle.current?.reset();
      setDoc(emptyRich2Body());
    } catch (reason) {
      setError(errorMessageOf(reason));
    } finally {
      setIsSending(false);
    }
  }

  // The server refuses a banned member's messages: say why where the box would be.
  if (isBanned) return <BannedNotice />;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Suspense fallback={<Loader size="small" />}>
        <RichEditor
          label={label}
          initialValue={initialValue}
          handleRef={handle}
          onChange={setDoc}
          disabled={isSending}
          onSubmitShortcut={() => void send()}
        />
      </Suspense>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" buttonType="primary" isLoading={isSending} disabled={isEmpty || !canSend}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
