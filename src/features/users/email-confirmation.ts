import type { Me } from "../../../schemas/entities/user.schema";
import { apiClient } from "../../../runtime/api/api-client";
import { msg } from "../../../runtime/i18n/t";

/** Where the Resend link of the email-not-confirmed notice goes (shell spec §2 routes, §8). */
export const EMAIL_CONFIRM_REQUEST_URL = "/entry/emailconfirmrequest";

/** The notice's text (shell spec §8). */
export const EMAIL_NOT_CONFIRMED_TEXT = msg("Your email address is not confirmed.");

/**
 * The email confirmation toast's rule (shell spec §4): it shows when confirmation is required
 * (`registration.confirmEmail`), the user is not the guest (id 0) and is not confirmed.
 */
export function needsEmailConfirmation(
  user: Pick<Me, "userID" | "emailConfirmed">,
  isConfirmationRequired: boolean,
): boolean {
  return isConfirmationRequired && user.userID !== 0 && !user.emailConfirmed;
}

/**
 * Asks the server to send a new confirmation message (`POST /users/me/confirm-email-request`,
 * answered 202): it mails a link back to {@link EMAIL_CONFIRM_REQUEST_URL} with `?confirm=`.
 */
export async function requestConfirmationEmail(): Promise<void> {
  await apiClient.post("users/me/confirm-email-request");
}

/** Confirms the signed-in member's address with the mailed link's token; answers the member. */
export async function confirmEmail(token: string): Promise<Me> {
  return (await apiClient.post<Me>("users/me/confirm-email", { body: { token } })).data;
}
