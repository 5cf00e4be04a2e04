import type { InvitationsAnswer, InvitationsBody } from "../../../schemas/api/invitations.schema";
import { apiClient } from "../../../runtime/api/api-client";

/** Invites people by email (`POST /invitations`); answers the addresses mailed. */
export async function sendInvitations(body: InvitationsBody): Promise<InvitationsAnswer> {
  return (await apiClient.post<InvitationsAnswer>("invitations", { body })).data;
}
