import type { Message } from "../../../schemas/entities/message.schema";
import { DateTime } from "../../ui/DateTime";
import { UserPhoto } from "../../ui/UserPhoto";
import { UserContent } from "../posts";
import * as styles from "./messages.styles";

/** The anchor of one message on its conversation's page. */
export function messageAnchorID(messageID: number): string {
  return `Message_${messageID}`;
}

/**
 * A conversation's messages, oldest first: each with its author's photo and name, when it was sent,
 * and the body as the server's sanitised HTML.
 */
export function MessageThread({ messages }: { messages: readonly Message[] }) {
  return (
    <ol className={styles.thread}>
      {messages.map((message) => {
        const author = message.insertUser?.name ?? "";
        return (
          <li key={message.messageID} id={messageAnchorID(message.messageID)} className={styles.message}>
            <article aria-label={author}>
              <header className={styles.messageHeader}>
                <UserPhoto user={message.insertUser ?? { name: author }} size="small" isDecorative />
                <span className={styles.author}>{author}</span>
                <DateTime date={message.dateInserted} className={styles.date} />
              </header>
              <UserContent html={message.body} />
            </article>
          </li>
        );
      })}
    </ol>
  );
}
