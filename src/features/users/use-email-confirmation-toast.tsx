import { useEffect } from "react";
import { t } from "../../../runtime/i18n/t";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { toastStore, type ToastStore } from "../../ui/toasts/toast-store";
import {
  EMAIL_CONFIRM_REQUEST_URL,
  EMAIL_NOT_CONFIRMED_TEXT,
  needsEmailConfirmation,
} from "./email-confirmation";

/** The notice's toast id: adding it again replaces it instead of stacking copies (shell spec §4). */
export const EMAIL_CONFIRMATION_TOAST_ID = "email-not-confirmed";

/**
 * Shows "Your email address is not confirmed." with a Resend link (shell spec §8) as a persistent,
 * dismissible toast while {@link needsEmailConfirmation} holds (§4), and takes it away when it stops
 * holding (sign-out, confirmation). A dismissed notice stays dismissed for the page's life.
 */
export function useEmailConfirmationToast(toasts: ToastStore = toastStore): void {
  const isNeeded = useSession((s) =>
    needsEmailConfirmation(s.user, configValue(s, "registration.confirmEmail", false)),
  );
  useEffect(() => {
    if (!isNeeded) return undefined;
    toasts.add({
      toastID: EMAIL_CONFIRMATION_TOAST_ID,
      persistent: true,
      dismissible: true,
      body: (
        <>
          {t(EMAIL_NOT_CONFIRMED_TEXT)} <a href={EMAIL_CONFIRM_REQUEST_URL}>{t("Resend")}</a>
        </>
      ),
    });
    return () => toasts.dismiss(EMAIL_CONFIRMATION_TOAST_ID);
  }, [isNeeded, toasts]);
}
