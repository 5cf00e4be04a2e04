import type {
  PasswordRequestAnswer,
  PasswordResetBody,
  UserPatchBody,
  UserPhoto,
} from "../../../schemas/api/account.schema";
import type { User } from "../../../schemas/entities/user.schema";
import { apiClient } from "../../../runtime/api/api-client";
import { ApiError } from "../../../runtime/api/api-error";

/**
 * Asks for a password reset link for an email address or username. The answer is the same whether
 * or not the account exists.
 */
export async function requestPasswordLink(login: string): Promise<PasswordRequestAnswer> {
  return (await apiClient.post<PasswordRequestAnswer>("users/request-password", { body: { email: login } }))
    .data;
}

/** Sets a new password with a mailed link's user ID and token (the token works once). */
export async function resetPassword(body: PasswordResetBody): Promise<void> {
  await apiClient.post("users/password-reset", { body });
}

/** The signed-in member's own user record. */
export async function readOwnAccount(): Promise<User> {
  return (await apiClient.get<User>("users/$me")).data;
}

/** Changes fields of the signed-in member's account; answers the updated record. */
export async function updateOwnAccount(body: UserPatchBody): Promise<User> {
  return (await apiClient.patch<User>("users/$me", { body })).data;
}

/** Uploads a new photo (already cropped) for the signed-in member; answers its URL. */
export async function uploadOwnPhoto(photo: Blob, fileName: string): Promise<string> {
  const body = new FormData();
  body.append("photo", photo, fileName);
  return (await apiClient.post<UserPhoto>("users/$me/photo", { body })).data.photoUrl;
}

/** Removes the signed-in member's photo: the default icon shows again. */
export async function deleteOwnPhoto(): Promise<void> {
  await apiClient.delete("users/$me/photo");
}

/** Any thrown value as an ApiError (a network failure has status 0). */
export const asApiError = (caught: unknown) =>
  caught instanceof ApiError ? caught : new ApiError({ status: 0, message: String(caught) });

/** The messages of one field's server errors (with or without the `body.` path). */
export const fieldMessages = (error: ApiError | null, field: string): string[] =>
  (error?.errors[field] ?? error?.errors[`body.${field}`] ?? []).map((e) => e.message);
