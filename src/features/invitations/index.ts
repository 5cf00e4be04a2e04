export { InvitationForm } from "./InvitationForm";
export { parseInvitees } from "./parse-invitees";
