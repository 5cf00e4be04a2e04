import type { Me } from "../../../schemas/entities/user.schema";
import type { RegisterAnswer, RegisterBody, SignInBody } from "../../../schemas/api/session.schema";
import { apiClient } from "../../../runtime/api/api-client";

/** Signs in with a username or email; answers the signed-in user. */
export async function signIn(body: SignInBody): Promise<Me> {
  return (await apiClient.post<Me>("session", { body })).data;
}

/** Ends the current session. */
export async function signOut(): Promise<void> {
  await apiClient.delete("session");
}

/**
 * Starts a sign-up: the server mails a link (or, for a registered address, a notice to its owner)
 * and answers what to do next, the same either way. Nobody is signed in yet.
 */
export async function register(body: RegisterBody): Promise<RegisterAnswer> {
  return (await apiClient.post<RegisterAnswer>("users/register", { body })).data;
}

/** Finishes a sign-up with the token of the mailed link; answers the new, signed-in member. */
export async function confirmRegistration(token: string): Promise<Me> {
  return (await apiClient.post<Me>("users/register/confirm", { body: { token } })).data;
}
