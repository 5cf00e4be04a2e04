import useSWR from "swr";
import type { User } from "../../../schemas/entities/user.schema";
import { apiFetcher } from "../../../runtime/data/swr-config";

/** The swr key of one user record: the API path (runtime/data/swr-config). */
export function userKey(userID: number): string {
  return `users/${userID}`;
}

/**
 * One user record (`GET /users/{id}`, content spec §7), as the server shows it to the viewer: email and
 * the details of private or banned profiles only reach those allowed to see them (DECISIONS "Privacy").
 * Pass null to load nothing yet (a user card not opened).
 */
export function useUser(userID: number | null) {
  return useSWR<User>(userID !== null && userID > 0 ? userKey(userID) : null, apiFetcher);
}
