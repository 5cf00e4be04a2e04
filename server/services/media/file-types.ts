import { imageSize } from "image-size";

/**
 * Image types served inline, keyed by image-size's detected type. SVG is deliberately absent: it
 * can carry script, so it is stored and served like any other non-image file (as an attachment).
 */
const imageContentTypes: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  bmp: "image/bmp",
};

/**
 * Content types of non-image files by extension. Only inert types are listed: HTML, SVG, XML or
 * scripts become application/octet-stream, and every non-image is served as an attachment anyway.
 */
const fileContentTypes: Record<string, string> = {
  pdf: "application/pdf",
  txt: "text/plain",
  csv: "text/csv",
  zip: "application/zip",
  mp3: "audio/mpeg",
  mp4: "video/mp4",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** What the bytes of an upload are: the content type to store, and an image's size. */
export interface DetectedFile {
  type: string;
  width: number | null;
  height: number | null;
}

/** The lower-cased extension of a file name ("" when there is none). */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 || (dot === 0 && base.length > 1) ? base.slice(dot + 1).toLowerCase() : "";
}

/**
 * Sniffs the bytes (never trusting the client's content type): an allowed image gets its own type
 * and size; anything else gets the type of its extension from the allow-list, or octet-stream.
 */
export function detectFile(data: Buffer, extension: string): DetectedFile {
  try {
    const size = imageSize(data);
    const type = size.type ? imageContentTypes[size.type] : undefined;
    if (type && size.width > 0 && size.height > 0) {
      // EXIF orientations 5-8 rotate by 90°, so the displayed box is the other way round.
      const turned = (size.orientation ?? 1) >= 5;
      return {
        type,
        width: turned ? size.height : size.width,
        height: turned ? size.width : size.height,
      };
    }
  } catch {
    // Not an image image-size knows: fall through to the extension.
  }
  return { type: fileContentTypes[extension] ?? "application/octet-stream", width: null, height: null };
}

/**
 * The content type a file's extension names, for a record whose bytes Plaza never had (an imported
 * attachment): an image type of the allow-list, an inert file type, or octet-stream.
 */
export function typeOfExtension(extension: string): string {
  const image = imageContentTypes[extension === "jpeg" ? "jpg" : extension];
  return image ?? fileContentTypes[extension] ?? "application/octet-stream";
}

/** Whether a stored content type is an image the browser may show inline from our origin. */
export function isInlineImageType(type: string): boolean {
  return Object.values(imageContentTypes).includes(type);
}
