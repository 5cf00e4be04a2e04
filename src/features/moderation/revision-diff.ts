import { diffWords } from "diff";
import { plainTextOf } from "../../../runtime/format/excerpt";

/** A version of a post as it is compared: its title (discussions) and body as written. */
export interface ComparedVersion {
  name: string | null;
  body: string;
  format: string;
}

/** A run of words kept, added or removed. */
export interface DiffPart {
  kind: "same" | "added" | "removed";
  text: string;
}

/** The version as plain text: its title on a line of its own, then its body without markup. */
export function textOfVersion(version: ComparedVersion): string {
  const body = plainTextOf(version.body, version.format);
  return version.name !== null ? `${version.name}\n\n${body}` : body;
}

/**
 * The word-level difference from `before` to `after` (jsdiff's word diff on their plain texts), and
 * how many words each side gained or lost.
 */
export function diffVersions(
  before: ComparedVersion,
  after: ComparedVersion,
): { parts: DiffPart[]; added: number; removed: number } {
  let added = 0;
  let removed = 0;
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  const parts = diffWords(textOfVersion(before), textOfVersion(after)).map((change): DiffPart => {
    if (change.added) {
      added += words(change.value);
      return { kind: "added", text: change.value };
    }
    if (change.removed) {
      removed += words(change.value);
      return { kind: "removed", text: change.value };
    }
    return { kind: "same", text: change.value };
  });
  return { parts, added, removed };
}
