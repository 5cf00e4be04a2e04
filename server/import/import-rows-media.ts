import { extensionOf, typeOfExtension } from "../services/media/file-types";
import { idOf, type RowReader } from "./import-scan";
import {
  absoluteUrl,
  count,
  dateOf,
  EPOCH,
  referred,
  type ImportContext,
  type Mapped,
  type TableMapper,
} from "./import-mapping";

/**
 * The source's attachments and uploads (`Media`): records only, the files are not in the export. A
 * record keeps its file's address: an absolute http(s) one as it is, a relative path joined to the
 * uploads address the import is given (`--uploads-url`), where the old files are served now.
 */

/** Why a record with a relative path is skipped when the import has no uploads address. */
export const NO_UPLOADS_URL = "file not in the export (relative path, and no --uploads-url)";

/** The longest address a record keeps (the column's size). */
const MAX_URL = 1000;

/** An uploads address as the import keeps it (absolute http(s), ending in "/"), or null when it is not one. */
export function uploadsBaseOf(value: string): string | null {
  const base = absoluteUrl(value, MAX_URL - 100);
  if (!base || /[?#]/.test(base)) return null;
  return base.endsWith("/") ? base : `${base}/`;
}

/** The address of a record's file: absolute as given, or its relative path under the uploads address. */
function fileUrlOf(path: string, uploadsUrl: string | null): string | { skip: string } {
  if (path === "") return { skip: "no Path" };
  // Spaces, quotes and angle brackets some exporters leave in names are escaped, as a browser would.
  const escaped = path.replace(/[\s"'<>\\]/g, (c) => encodeURIComponent(c));
  let url: string;
  if (/^https?:\/\//i.test(escaped)) url = escaped;
  else if (escaped.startsWith("//")) url = `https:${escaped}`;
  else if (!uploadsUrl) return { skip: NO_UPLOADS_URL };
  else url = uploadsUrl + escaped.replace(/^(\.?\/)+/, "");
  return absoluteUrl(url, MAX_URL) || { skip: "a malformed address" };
}

/** Who uploaded a record: its InsertUserID when the file names one, else its post's author. */
function uploaderOf(
  row: RowReader,
  ctx: ImportContext,
  post: { kind: "discussions" | "comments"; id: number } | null,
): number | { skip: string } {
  if (idOf(row("InsertUserID")) !== null) {
    const refs = referred(row, ctx, { userID: ["InsertUserID", "users", "uploader"] });
    return "skip" in refs ? refs : refs.userID;
  }
  const author = post && ctx.postAuthors?.[post.kind].get(post.id);
  return author ?? { skip: "no uploader (InsertUserID)" };
}

/** A source type when it reads as one (`image/png`), else the type of the name's extension. */
function typeOf(type: string | null | undefined, name: string): string {
  const given = (type ?? "").trim().toLowerCase();
  return /^[a-z0-9.+-]+\/[a-z0-9.+-]+$/.test(given) && given.length <= 100
    ? given
    : typeOfExtension(extensionOf(name));
}

const POST_KINDS = { discussion: "discussions", comment: "comments" } as const;

function mapMedia(row: RowReader, ctx: ImportContext): Mapped {
  const mediaID = idOf(row("MediaID"));
  if (mediaID === null) return { skip: "no MediaID" };
  const foreignType = (row("ForeignTable") ?? "").trim().toLowerCase();
  let post: { kind: "discussions" | "comments"; id: number } | null = null;
  if (foreignType === "discussion" || foreignType === "comment") {
    const kind = POST_KINDS[foreignType];
    const refs = referred(row, ctx, { id: ["ForeignID", kind, foreignType] });
    if ("skip" in refs) return refs;
    post = { kind, id: refs.id };
  } else if (foreignType !== "embed") {
    return { skip: `not a post's file (${foreignType || "none"})` };
  }
  const insertUserID = uploaderOf(row, ctx, post);
  if (typeof insertUserID !== "number") return insertUserID;
  const path = (row("Path") ?? "").trim();
  const url = fileUrlOf(path, ctx.uploadsUrl);
  if (typeof url !== "string") return url;
  const name = ((row("Name") ?? "").trim() || path.split("/").pop() || `file-${mediaID}`).slice(0, 255);
  const dimension = (value: string | null | undefined) => (count(value) > 1 ? count(value) : null);
  return {
    insert: {
      media: [
        {
          mediaID,
          name,
          type: typeOf(row("Type"), name),
          size: count(row("Size")),
          // Some exporters give 1 × 1 for an image of unknown size.
          width: dimension(row("ImageWidth")),
          height: dimension(row("ImageHeight")),
          // Never a key of Plaza's storage: the file is served from its address, not from /uploads/.
          storageKey: `imported/${mediaID}`,
          url,
          foreignType: post ? foreignType : "embed",
          foreignID: post?.id ?? null,
          insertUserID,
          dateInserted: dateOf(row("DateInserted"), EPOCH),
        },
      ],
    },
  };
}

/** The Media table's mapper: after the posts and members it refers to. */
export const mediaMappers: [string, TableMapper][] = [["Media", mapMedia]];
