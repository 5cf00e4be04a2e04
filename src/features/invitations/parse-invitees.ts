/**
 * The invitee list of an emails text: the addresses separated by commas, semicolons or new lines,
 * trimmed, each once (case-insensitively, first spelling kept). The server checks their format.
 */
export function parseInvitees(text: string): string[] {
  const seen = new Set<string>();
  const invitees: string[] = [];
  for (const part of text.split(/[,;\n]/)) {
    const email = part.trim();
    if (!email || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    invitees.push(email);
  }
  return invitees;
}
