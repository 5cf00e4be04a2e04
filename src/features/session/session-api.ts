import type { Me } from "../../../schemas/entities/user.schema";
import type { RegisterBody, SignInBody } from "../../../schemas/api/session.schema";
import { apiClient } from "../../../runtime/api/api-client";

/** Signs in with a username or email; answers the signed-in user. */
export async function signIn(body: SignInBody): Promise<Me> {
  return (await apiClient.post<Me>("session", { body })).data;
}

/** Ends the current session. */
export async function signOut(): Promise<void> {
  await apiClient.delete("session");
}

/** Registers a new member and signs them in. */
export async function register(body: RegisterBody): Promise<Me> {
  return (await apiClient.post<Me>("users/register", { body })).data;
}
