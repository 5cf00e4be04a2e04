import type { PostQuote } from "../../../schemas/entities/comment.schema";
import type { Rich2Document, Rich2Inline, Rich2Quote } from "../../../schemas/entities/rich2";

/** True when a document holds no text and no image, file or quote (content spec §5: such a post is not sent). */
export function isEmptyRich2(value: Rich2Document): boolean {
  const hasContent = (nodes: readonly unknown[]): boolean =>
    nodes.some((node) => {
      if (!node || typeof node !== "object") return false;
      const n = node as { text?: string; type?: string; children?: unknown[] };
      if (typeof n.text === "string") return n.text.trim() !== "";
      if (n.type === "image" || n.type === "file" || n.type === "quote" || n.type === "mention") return true;
      return hasContent(n.children ?? []);
    });
  return !hasContent(value);
}

/** A document of plain-text paragraphs, one per line. */
export function rich2FromText(text: string): Rich2Document {
  return text.split("\n").map((line) => ({ type: "p", children: [{ text: line } as Rich2Inline] }));
}

/** The quote block of a post, from `GET /comments/{id}/quote` or `GET /discussions/{id}/quote`. */
export function quoteNodeFrom(quote: PostQuote): Rich2Quote {
  return {
    type: "quote",
    recordType: quote.recordType,
    recordID: quote.recordID,
    url: quote.url,
    authorName: quote.insertUser.name,
    authorUserID: quote.insertUser.userID,
    dateInserted: quote.dateInserted,
    body: quote.bodyRaw,
    format: quote.format,
    children: [{ text: "" }],
  };
}
