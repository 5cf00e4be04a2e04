import type { FastifyRequest } from "fastify";
import { badRequest, HttpError } from "../../http/errors";
import { badExtensionMessage, hasAllowedExtension, tooBigMessage } from "./media";

/** What an upload request carries: the file (when there is one) and Vanilla's media.yml fields. */
export interface ReadUpload {
  file: { name: string; data: Buffer } | null;
  foreignType: string | null;
  foreignID: number | null;
}

/** Options of {@link readUpload}. */
export interface ReadUploadOptions {
  maxSize: number;
  allowedExtensions: readonly string[];
  /** The form field that carries the file: `file` for `POST /media`, `photo` for a user photo. */
  fieldName?: string;
}

const NOT_READABLE = "The upload could not be read.";

/**
 * The `multipart/form-data` boundary of a request, or a 400 saying what is wrong: another content
 * type, or no boundary (the multipart parser would throw on it).
 */
function assertMultipartWithBoundary(request: FastifyRequest, fieldName: string): void {
  const contentType = String(request.headers["content-type"] ?? "");
  if (!/^multipart\/form-data\s*(;|$)/i.test(contentType)) {
    throw new HttpError(400, "Uploads must be sent as multipart/form-data.", {
      description: `Send the file in a form field named ${fieldName}.`,
    });
  }
  const boundary = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  if (!boundary) {
    throw new HttpError(400, NOT_READABLE, { description: "The multipart content type has no boundary." });
  }
}

/**
 * A parser error as the visitor's mistake: the size limit is 413 with the spec's message (content
 * spec §8); too many files or fields, forbidden field names, and bodies that are cut short, use
 * another boundary or have broken part headers are 400. Our own HttpErrors pass through.
 */
function uploadError(error: unknown, maxSize: number): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return new HttpError(413, tooBigMessage(maxSize));
  if (code === "FST_FILES_LIMIT") return badRequest("Send one file at a time.");
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
    return badRequest("The upload has too many fields.");
  }
  if (code === "FST_PROTO_VIOLATION") return badRequest("The upload has a field name that is not allowed.");
  return new HttpError(400, NOT_READABLE, {
    description:
      "The multipart body is incomplete or malformed (a missing or wrong boundary, or a cut-off part).",
  });
}

function readField(upload: ReadUpload, name: string, value: unknown): void {
  const text = typeof value === "string" ? value.trim() : "";
  if (name === "foreignType" && text) {
    if (text.length > 50) throw badRequest("foreignType is too long.");
    upload.foreignType = text;
  } else if (name === "foreignID" && text) {
    if (!/^\d{1,9}$/.test(text)) throw badRequest("foreignID must be an integer.");
    upload.foreignID = Number(text);
  }
}

/**
 * Reads an upload body (content spec §7: multipart with field `file`, or `options.fieldName`). The extension is
 * checked before any byte of the file is kept (content spec §5); every malformed body answers 400
 * (413 for size), never 500.
 */
export async function readUpload(request: FastifyRequest, options: ReadUploadOptions): Promise<ReadUpload> {
  const fieldName = options.fieldName ?? "file";
  assertMultipartWithBoundary(request, fieldName);
  const upload: ReadUpload = { file: null, foreignType: null, foreignID: null };
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxSize } })) {
      if (part.type === "field") {
        readField(upload, part.fieldname, part.value);
        continue;
      }
      // An empty file input arrives as a part with no file name: that is no file.
      if (part.fieldname !== fieldName || !part.filename || upload.file) {
        part.file.resume();
        continue;
      }
      if (!hasAllowedExtension(part.filename, options.allowedExtensions)) {
        part.file.resume();
        throw badRequest(badExtensionMessage(options.allowedExtensions));
      }
      upload.file = { name: part.filename, data: await part.toBuffer() };
    }
  } catch (error) {
    throw uploadError(error, options.maxSize);
  }
  return upload;
}
