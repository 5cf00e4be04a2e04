import type { Media } from "../../../schemas/entities/media.schema";
import type { Rich2File, Rich2Image } from "../../../schemas/entities/rich2";

/**
 * The block of an uploaded file: an image (url, alt = file name, width, height) for an image type,
 * otherwise a file download (url, name, size, mimeType).
 */
export function mediaNodeFrom(media: Media): Rich2Image | Rich2File {
  if (media.type.startsWith("image/")) {
    const image: Rich2Image = { type: "image", url: media.url, alt: media.name, children: [{ text: "" }] };
    if (typeof media.width === "number") image.width = media.width;
    if (typeof media.height === "number") image.height = media.height;
    return image;
  }
  return {
    type: "file",
    url: media.url,
    name: media.name,
    size: media.size,
    mimeType: media.type,
    children: [{ text: "" }],
  };
}
