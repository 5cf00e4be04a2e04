/**
 * The `rich2` body format: a Slate document as JSON (an array of block elements). The rich editor
 * writes it, the server validates and renders it to sanitised HTML. An empty body is a single
 * empty paragraph (content spec §3). Unknown element types are refused by the server.
 *
 * Blocks: p, h2, h3, h4, blockquote (children: p blocks), code_block (text children, lines split
 * by "\n"), ul / ol (children: li), li (children: lic, optionally followed by one nested ul / ol),
 * and the void blocks image, file and quote (children: one empty text).
 * Inlines: a (link), mention (void). Text leaves carry the marks bold, italic, strikethrough, code.
 */

/** A run of text with its marks. */
export interface Rich2Text {
  text: string;
  bold?: boolean;
  italic?: boolean;
  strikethrough?: boolean;
  code?: boolean;
}

/** A link; `url` must pass the safe-link rule (content spec §5) or the server drops the link. */
export interface Rich2Link {
  type: "a";
  url: string;
  children: Rich2Text[];
}

/** An @mention of a member; rendered as a link to their profile. */
export interface Rich2Mention {
  type: "mention";
  name: string;
  userID?: number;
  children: [Rich2Text];
}

export type Rich2Inline = Rich2Text | Rich2Link | Rich2Mention;

export interface Rich2Paragraph {
  type: "p";
  children: Rich2Inline[];
}
export interface Rich2Heading {
  type: "h2" | "h3" | "h4";
  children: Rich2Inline[];
}
export interface Rich2Blockquote {
  type: "blockquote";
  children: Rich2Paragraph[];
}
export interface Rich2CodeBlock {
  type: "code_block";
  children: Rich2Text[];
}
export interface Rich2ListItemContent {
  type: "lic";
  children: Rich2Inline[];
}
export interface Rich2ListItem {
  type: "li";
  children: (Rich2ListItemContent | Rich2List)[];
}
export interface Rich2List {
  type: "ul" | "ol";
  children: Rich2ListItem[];
}

/** An uploaded image (a `POST /media` record's url, width and height). */
export interface Rich2Image {
  type: "image";
  url: string;
  alt?: string;
  width?: number;
  height?: number;
  children: [Rich2Text];
}

/** An uploaded file, shown as a download link with its name and size. */
export interface Rich2File {
  type: "file";
  url: string;
  name: string;
  size?: number;
  mimeType?: string;
  children: [Rich2Text];
}

/**
 * A quote of another post (from `GET /comments/{id}/quote` or `GET /discussions/{id}/quote`).
 * The server renders the quoted body again from `body` and `format`, sanitised like any body, as a
 * quote block with the author and a link to the post.
 */
export interface Rich2Quote {
  type: "quote";
  recordType: "discussion" | "comment";
  recordID: number;
  url: string;
  authorName: string;
  authorUserID?: number;
  dateInserted?: string;
  body: string;
  format: string;
  children: [Rich2Text];
}

export type Rich2Block =
  | Rich2Paragraph
  | Rich2Heading
  | Rich2Blockquote
  | Rich2CodeBlock
  | Rich2List
  | Rich2Image
  | Rich2File
  | Rich2Quote;

export type Rich2Element = Rich2Block | Rich2ListItem | Rich2ListItemContent | Rich2Link | Rich2Mention;

/** A whole rich2 document. */
export type Rich2Document = Rich2Block[];

/** The body formats posts may be written in; rich2 is the default (content spec §9). */
export const bodyFormats = ["rich2", "markdown", "text", "html"] as const;
export type BodyFormat = (typeof bodyFormats)[number];

/** The empty rich2 body: a single empty paragraph (content spec §3). */
export const emptyRich2Body = (): Rich2Document => [{ type: "p", children: [{ text: "" }] }];
