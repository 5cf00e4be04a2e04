import { profileUrl } from "../../users/users";
import { findMentions } from "./mention-syntax";
import { mentionTextNodes } from "./mention-text-nodes";

/**
 * Turns @mentions in sanitised markdown, text and html bodies into the links rich2 mentions render
 * as (`a.atMention` to the profile). NOTE: mutates `root`. Text is moved into text nodes, never
 * parsed as HTML. Answers the names linked, in order, each once.
 */
export function linkMentions(root: HTMLElement): string[] {
  const names = new Set<string>();
  const doc = root.ownerDocument;
  for (const node of mentionTextNodes(root)) {
    const text = node.data;
    const mentions = findMentions(text);
    if (mentions.length === 0) continue;
    const parts: Node[] = [];
    let last = 0;
    for (const { index, length, name } of mentions) {
      names.add(name);
      if (index > last) parts.push(doc.createTextNode(text.slice(last, index)));
      const link = doc.createElement("a");
      link.className = "atMention";
      link.setAttribute("data-username", name);
      link.setAttribute("href", profileUrl(name));
      link.textContent = `@${name}`;
      parts.push(link);
      last = index + length;
    }
    if (last < text.length) parts.push(doc.createTextNode(text.slice(last)));
    node.replaceWith(...parts);
  }
  return [...names];
}
