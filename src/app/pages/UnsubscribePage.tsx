import { useRef, useState } from "react";
import { useParams } from "wouter";
import { t } from "../../../runtime/i18n/t";
import { pageRoutes } from "../../../schemas/routes";
import { NOTIFICATION_KIND_TEXTS, useUnsubscribeLink } from "../../features/notifications";
import { Button } from "../../ui/Button";
import { Loader } from "../../ui/Loader";
import { errorMessageOf } from "../../ui/toasts/use-toast";
import { useDocumentTitle } from "./ModerationPage";
import * as styles from "../shell/shell.styles";

type Step = { kind: "asking" } | { kind: "sending" } | { kind: "failed"; message: string };

/**
 * `/unsubscribe/{token}`, the page of a notification mail's unsubscribe link: it names the kind of
 * mail the link stops and stops it with a button, never on opening (mail scanners open links). A link
 * this site did not sign says so (the server answers the page 400). Signed in or not: the token is
 * the authority, as for the one-click unsubscribe of the mail's headers.
 */
export function UnsubscribePage() {
  const token = useParams<{ token: string }>().token ?? "";
  const link = useUnsubscribeLink(token);
  const [step, setStep] = useState<Step>({ kind: "asking" });
  const statusRef = useRef<HTMLParagraphElement>(null);
  const heading = t("Unsubscribe");
  useDocumentTitle(heading);
  const preferencesLink = (
    <p>
      <a href={pageRoutes.notificationPreferences}>{t("Notification Preferences")}</a>
    </p>
  );

  async function handleUnsubscribe() {
    setStep({ kind: "sending" });
    try {
      await link.unsubscribe();
      setStep({ kind: "asking" });
      statusRef.current?.focus();
    } catch (error) {
      setStep({ kind: "failed", message: errorMessageOf(error) });
    }
  }

  let body;
  if (link.error) {
    body = (
      <>
        <p role="alert">
          {link.error.status === 400 || link.error.status === 404
            ? t("This unsubscribe link is not valid.")
            : errorMessageOf(link.error)}
        </p>
        <p>{t("Open the notification preferences page to choose which mail you get.")}</p>
      </>
    );
  } else if (!link.data) {
    body = <Loader />;
  } else {
    const scope = link.data.kind;
    // A digest's link stops every kind; a single mail's link, its own kind.
    const texts =
      scope === "All"
        ? {
            question: t("Stop getting all notification emails?"),
            description: t("This stops the email of every kind of notification, digests included."),
            done: t("You will no longer get notification emails."),
          }
        : {
            question: t("Stop getting “{kind}” notifications by email?", {
              kind: t(NOTIFICATION_KIND_TEXTS[scope].label),
            }),
            description: t(NOTIFICATION_KIND_TEXTS[scope].description),
            done: t("You will no longer get “{kind}” notifications by email.", {
              kind: t(NOTIFICATION_KIND_TEXTS[scope].label),
            }),
          };
    const isOff = !link.data.email;
    body = (
      <>
        {!isOff && (
          <>
            <p>{texts.question}</p>
            <p className={styles.muted}>{texts.description}</p>
            <Button
              buttonType="primary"
              disabled={step.kind === "sending"}
              onClick={() => void handleUnsubscribe()}
            >
              {t("Unsubscribe")}
            </Button>
            <p role="alert">{step.kind === "failed" && step.message}</p>
          </>
        )}
        {/* Always there, so the result is announced; it takes the focus from the button that goes. */}
        <p role="status" tabIndex={-1} ref={statusRef}>
          {isOff && texts.done}
        </p>
      </>
    );
  }
  return (
    <section className={styles.panel}>
      <h1>{heading}</h1>
      {body}
      {preferencesLink}
    </section>
  );
}
