import { createLogMailer, type Mailer } from "../../../server/services/mail/mailer";
import type { InProcessApi } from "../../../tests/helpers/in-process-fetch";
import { setUpInProcessApi } from "./moderation-pages-test-support";

/** The site's public address in the account page tests: every mailed link starts with it. */
const PUBLIC_URL = "https://plaza.example";

/** The in-process API of an account page test file, with the mail it has sent. */
export interface AccountPagesServer extends InProcessApi {
  /** Keeps every message the server mails, in order. */
  mailer: Mailer;
  /**
   * The path (query included) of the newest link mailed to `to` whose path starts with `pathStart`,
   * as the member finds it in the message; the test fails when there is none.
   */
  mailedPath(to: string, pathStart: string): string;
}

/**
 * Test helper: the in-process API of {@link setUpInProcessApi}, with a mailer that keeps what it
 * sends and links that start with the site's public address.
 */
export function setUpAccountPages(): AccountPagesServer {
  const mailer = createLogMailer();
  return setUpInProcessApi(
    {
      mailer,
      mailedPath(to: string, pathStart: string): string {
        const mail = [...mailer.sent].reverse().find((m) => m.to === to);
        const link = (mail?.text ?? "")
          .split(/\s+/)
          .find((word) => word.startsWith(`${PUBLIC_URL}${pathStart}`));
        if (!link) throw new Error(`no link to ${pathStart} mailed to ${to}`);
        return link.slice(PUBLIC_URL.length);
      },
    },
    { mailer, publicUrl: PUBLIC_URL },
  );
}
