import type { Comment } from "../../schemas/entities/comment.schema";
import type { Discussion } from "../../schemas/entities/discussion.schema";
import type { UserFragment } from "../../schemas/entities/user.schema";
import type { HydratedLayoutResponse, LayoutNode, LayoutSeo } from "../../schemas/layout/node.schema";
import { pageRoutes } from "../../schemas/routes";
import { cutExcerpt, htmlToText } from "../../runtime/format/excerpt";

/** What a page adds to its `<head>` besides the title (see {@link headTags}). */
export interface PageHead {
  /** The layout's SEO: description, `og:*` meta, the canonical link. */
  seo?: LayoutSeo;
  /** `og:type`: `article` on post pages, `website` elsewhere. */
  type?: "website" | "article";
  /** Replaces `seo.description` (and its meta): a post page describes its discussion. */
  description?: string;
  /** `<meta name="robots" content="noindex">`: error pages and private or transient pages. */
  noindex?: boolean;
  /** A schema.org object for a `<script type="application/ld+json">`. */
  structuredData?: Record<string, unknown>;
}

/** Characters of a post page's description, cut from the discussion's text. */
export const DESCRIPTION_LENGTH = 200;
/** Characters of the discussion's text in its structured data. */
export const POSTING_TEXT_LENGTH = 500;
/** Characters of each comment's text in the structured data. */
export const COMMENT_TEXT_LENGTH = 300;

/** Text safe inside a double- or single-quoted attribute value and in element content. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"'`]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Attribute names a layout's meta and link entries may carry; anything else is dropped. */
const attributeName = /^[a-z][a-z:-]{0,30}$/i;

function tag(name: "meta" | "link", attributes: Record<string, string>): string {
  const parts = Object.entries(attributes)
    .filter(([key, value]) => attributeName.test(key) && typeof value === "string")
    .map(([key, value]) => ` ${key.toLowerCase()}="${escapeAttribute(value)}"`);
  return parts.length > 0 ? `<${name}${parts.join("")} />` : "";
}

/** The key a meta entry is known by: its `name` or `property`. */
function metaKey(entry: Record<string, string>): string | undefined {
  return entry.name ?? entry.property;
}

/**
 * The tags a page adds to `<head>`: robots, description, Open Graph (`og:site_name`, `og:title`,
 * `og:url`, `og:description`, `og:type`), the canonical link and the JSON-LD script. Every value is
 * attribute-escaped; the JSON-LD is serialised with `serialize` (script-safe) and carries `nonce`.
 */
export function headTags(head: PageHead, nonce: string, serialize: (value: unknown) => string): string {
  const tags: string[] = [];
  if (head.noindex) tags.push(tag("meta", { name: "robots", content: "noindex" }));
  const seo = head.seo;
  if (seo) {
    const description = head.description ?? seo.description;
    const meta = seo.meta.filter((entry) => {
      const key = metaKey(entry);
      return key !== "description" && key !== "og:description" && key !== "og:type";
    });
    if (description) {
      meta.push({ name: "description", content: description });
      meta.push({ property: "og:description", content: description });
    }
    meta.push({ property: "og:type", content: head.type ?? "website" });
    for (const entry of meta) if (metaKey(entry)) tags.push(tag("meta", entry));
    const links = [...seo.links];
    if (seo.url && !links.some((link) => link.rel === "canonical")) {
      links.push({ rel: "canonical", href: seo.url });
    }
    for (const entry of links) if (entry.rel && entry.href) tags.push(tag("link", entry));
  }
  if (head.structuredData) {
    tags.push(
      `<script type="application/ld+json" nonce="${escapeAttribute(nonce)}">${serialize(head.structuredData)}</script>`,
    );
  }
  return tags.filter(Boolean).join("");
}

/**
 * Pages no search engine should list: sign-in and registration forms, bookmarks, drafts, search results,
 * moderation, and the dashboard with its theme revisions pages.
 */
export function isNoindexPath(pathname: string): boolean {
  return (
    pathname.startsWith("/entry/") ||
    pathname === pageRoutes.bookmarks ||
    pathname === pageRoutes.drafts ||
    pathname === pageRoutes.search ||
    pathname === pageRoutes.leaving ||
    pathname.startsWith("/log/") ||
    pathname === "/dashboard" ||
    pathname.startsWith("/dashboard/") ||
    pathname.startsWith("/appearance/")
  );
}

/** What the page shows, for {@link pageHeadFor}. */
export interface PageHeadSource {
  /** The page's path without its query string. */
  pathname: string;
  status: number;
  /** The first page's hydrated layout, when the page is layout-driven. */
  layout?: HydratedLayoutResponse;
  /** `https://host` of the request: the post's and authors' URLs are made absolute with it. */
  origin: string;
}

/**
 * The head of a page: noindex for error statuses and {@link isNoindexPath}; a layout page's SEO;
 * on post pages `og:type` article, the discussion's excerpt as description and its
 * `DiscussionForumPosting`, all read from the hydrated layout (no query of its own).
 */
export function pageHeadFor(source: PageHeadSource): PageHead {
  const head: PageHead = {};
  if (source.status >= 400 || isNoindexPath(source.pathname)) head.noindex = true;
  const layout = source.layout && "seo" in source.layout ? source.layout : undefined;
  if (!layout || source.status >= 400) return head;
  head.seo = layout.seo;
  head.type = "website";
  if (layout.layoutViewType !== "post") return head;
  head.type = "article";
  const { discussion, comments } = postOf(layout.layout);
  if (!discussion) return head;
  const text = htmlToText(discussion.body ?? "");
  if (text) head.description = cutExcerpt(text, DESCRIPTION_LENGTH);
  head.structuredData = discussionPosting(discussion, comments, source.origin, text);
  return head;
}

/** The discussion (original post asset) and the page of comments (comment thread asset) a layout holds. */
export function postOf(nodes: readonly LayoutNode[]): { discussion?: Discussion; comments: Comment[] } {
  const found: { discussion?: Discussion; comments: Comment[] } = { comments: [] };
  let threadFound = false;
  const visit = (value: unknown, depth: number): void => {
    if (depth > 20 || !value || typeof value !== "object") return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const node = value as Partial<LayoutNode>;
    if (typeof node.$reactComponent === "string" && node.$reactProps) {
      const component = node.$reactComponent.toLowerCase();
      const props = node.$reactProps;
      if (component === "originalpostasset" && !found.discussion && isDiscussion(props.discussion)) {
        found.discussion = props.discussion;
      }
      if (component === "commentthreadasset" && !threadFound && Array.isArray(props.comments)) {
        threadFound = true;
        found.comments = props.comments as Comment[];
      }
      for (const child of Object.values(props)) visit(child, depth + 1);
      return;
    }
    for (const child of Object.values(value)) visit(child, depth + 1);
  };
  visit(nodes, 0);
  return found;
}

function isDiscussion(value: unknown): value is Discussion {
  if (!value || typeof value !== "object") return false;
  const record = value as Partial<Discussion>;
  return typeof record.discussionID === "number" && typeof record.name === "string";
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
}

function person(user: UserFragment | undefined, origin: string): Record<string, unknown> | undefined {
  if (!user?.name) return undefined;
  return {
    "@type": "Person",
    name: user.name,
    ...(user.url && user.userID > 0 ? { url: absolute(origin, user.url) } : {}),
  };
}

function counter(interactionType: string, count: number): Record<string, unknown> {
  return {
    "@type": "InteractionCounter",
    interactionType: `https://schema.org/${interactionType}`,
    userInteractionCount: count,
  };
}

/** The count of the Like reaction when reactions were expanded, else a score that is not negative. */
function likesOf(record: { reactions?: Array<{ urlcode: string; count: number }>; score?: number }) {
  const like = record.reactions?.find((reaction) => reaction.urlcode.toLowerCase() === "like");
  if (like) return like.count;
  return typeof record.score === "number" && record.score >= 0 ? record.score : undefined;
}

/**
 * schema.org `DiscussionForumPosting` of a discussion: headline, plain-text excerpt, absolute URL,
 * dates, author, comment and like counts, and the shown comments (accepted, not deleted) with their
 * author, date and text.
 */
export function discussionPosting(
  discussion: Discussion,
  comments: readonly Comment[],
  origin: string,
  text = htmlToText(discussion.body ?? ""),
): Record<string, unknown> {
  const posting: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "DiscussionForumPosting",
    headline: discussion.name,
    text: cutExcerpt(text, POSTING_TEXT_LENGTH),
    // The page's canonical link (lookup-layout.ts seoFor) names the discussion without its slug.
    url: `${origin}/discussion/${String(discussion.discussionID)}`,
    datePublished: discussion.dateInserted,
  };
  if (discussion.dateUpdated) posting.dateModified = discussion.dateUpdated;
  const author = person(discussion.insertUser, origin);
  if (author) posting.author = author;
  const statistics = [counter("UserComments", discussion.countComments)];
  const likes = likesOf(discussion);
  if (likes !== undefined) statistics.push(counter("LikeAction", likes));
  posting.interactionStatistic = statistics;
  const shown = comments
    .filter(
      (comment) =>
        comment.displayType !== "tombstone" &&
        (comment.status === undefined || comment.status === "accepted") &&
        comment.body,
    )
    .map((comment) => {
      const entry: Record<string, unknown> = {
        "@type": "Comment",
        text: cutExcerpt(htmlToText(comment.body ?? ""), COMMENT_TEXT_LENGTH),
        datePublished: comment.dateInserted,
        url: absolute(origin, comment.url),
      };
      const commentAuthor = person(comment.insertUser, origin);
      if (commentAuthor) entry.author = commentAuthor;
      return entry;
    })
    .filter((entry) => entry.text !== "");
  if (shown.length > 0) posting.comment = shown;
  return posting;
}
