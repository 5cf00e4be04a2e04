/** Most distinct names taken from one body (the mention suggestion limit, content spec §9). */
export const MAX_MENTIONS = 50;

/** One @mention found in a run of text. */
export interface MentionMatch {
  /** Where the "@" is. */
  index: number;
  /** Length of the whole mention, "@" and quotes included. */
  length: number;
  name: string;
}

// "@name" or '@"name with spaces"'. The look-behind keeps e-mail addresses (a@b.com), paths and
// doubled @ out; a bare name ends before trailing dots and dashes ("Thanks @alice.").
const mentionPattern =
  /(?<![\p{L}\p{N}_.@/+\-`])@(?:"([^"\n<>@]{1,64})"|([\p{L}\p{N}_](?:[\p{L}\p{N}_.-]{0,62}[\p{L}\p{N}_])?))/gu;

/** The @mentions in a run of text, in order (the caller keeps code and links out). */
export function findMentions(text: string): MentionMatch[] {
  if (!text.includes("@")) return [];
  const found: MentionMatch[] = [];
  for (const match of text.matchAll(mentionPattern)) {
    const name = (match[1] ?? match[2] ?? "").trim();
    if (name !== "") found.push({ index: match.index, length: match[0].length, name });
  }
  return found;
}
