import { t } from "../../../runtime/i18n/t";
import { formatFileSize } from "../../../runtime/format/file-size";

/** The site's upload limits (config upload.maxSize in bytes, upload.allowedExtensions). */
export interface UploadLimits {
  maxSize: number;
  allowedExtensions: readonly string[];
}

/** The lower-cased extension of a file name ("" when there is none). */
function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot >= 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : "";
}

/**
 * The client-side pre-check of an upload (content spec §5, §8): the error message to show, or null.
 * A file that fails never leaves the browser; the server checks again in the same order
 * (extension, then size) with the same texts.
 */
export function checkUpload(file: Pick<File, "name" | "size">, limits: UploadLimits): string | null {
  const extension = extensionOf(file.name);
  const allowed = limits.allowedExtensions.some((candidate) => candidate.toLowerCase() === extension);
  if (!extension || !allowed) {
    return t(
      "The uploaded file did not have an allowed extension. Only the following extensions are allowed. {list}",
      { list: limits.allowedExtensions.join(", ") },
    );
  }
  if (file.size > limits.maxSize) {
    return t("The uploaded file was too big (max {size}).", { size: formatFileSize(limits.maxSize) });
  }
  return null;
}
