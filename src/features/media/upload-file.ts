import { ApiError, DEFAULT_API_ERROR_MESSAGE, parseErrorBody } from "../../../runtime/api/api-error";
import { auditLogHeaders, getAuditLogContext } from "../../../runtime/api/audit-log";
import type { Media } from "../../../schemas/entities/media.schema";

/** Where uploads go (content spec §7: POST /media, multipart with field `file`). */
const MEDIA_URL = "/api/v2/media";

/** Options of {@link uploadFile}. */
export interface UploadFileOptions {
  /** Told the fraction sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborts the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
  /** The record the file belongs to, when known. */
  foreignType?: string;
  foreignID?: number;
}

function abortError(): DOMException {
  return new DOMException("The upload was aborted.", "AbortError");
}

/**
 * Uploads one file and resolves with its Media record. It uses XMLHttpRequest because fetch
 * reports no upload progress; failures reject with an ApiError whose `message` is the server's
 * (content spec §8), or the default message for a network failure.
 */
export function uploadFile(file: File, options: UploadFileOptions = {}): Promise<Media> {
  const { onProgress, signal, foreignType, foreignID } = options;
  return new Promise<Media>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    // Fields before the file: the server reads the multipart stream in order.
    const body = new FormData();
    if (foreignType) body.append("foreignType", foreignType);
    if (foreignID !== undefined) body.append("foreignID", String(foreignID));
    body.append("file", file, file.name);

    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener("abort", onAbort);
    xhr.open("POST", MEDIA_URL);
    // Same-origin credentials: cookies go with the request, never to another origin.
    xhr.withCredentials = false;
    xhr.setRequestHeader("X-Requested-With", "XMLHttpRequest");
    xhr.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(auditLogHeaders(getAuditLogContext()))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener("load", () => {
      settle();
      const contentType = xhr.getResponseHeader("Content-Type");
      if (xhr.status >= 400 || xhr.status === 0) {
        reject(parseErrorBody(xhr.status, xhr.responseText, contentType));
        return;
      }
      try {
        const media = JSON.parse(xhr.responseText) as Media;
        onProgress?.(1);
        resolve(media);
      } catch (error) {
        reject(new ApiError({ status: xhr.status, cause: error }));
      }
    });
    xhr.addEventListener("error", () => {
      settle();
      reject(new ApiError({ status: 0, message: DEFAULT_API_ERROR_MESSAGE }));
    });
    xhr.addEventListener("abort", () => {
      settle();
      reject(abortError());
    });
    signal?.addEventListener("abort", onAbort, { once: true });
    xhr.send(body);
  });
}
