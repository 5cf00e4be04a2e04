/** The side of an uploaded user photo in pixels (twice the largest photo size, xlarge 145). */
export const PHOTO_OUTPUT_SIZE = 290;

/** A square of an image, in the image's own pixels. */
export interface CropSquare {
  x: number;
  y: number;
  size: number;
}

/** The largest square centered on an image: the crop a new photo starts with. */
export function centeredSquare(width: number, height: number): CropSquare {
  const size = Math.min(width, height);
  return { x: Math.floor((width - size) / 2), y: Math.floor((height - size) / 2), size };
}

/** The square moved by (dx, dy) image pixels, kept inside the image. */
export function moveSquare(
  square: CropSquare,
  dx: number,
  dy: number,
  width: number,
  height: number,
): CropSquare {
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), Math.max(0, max));
  return {
    size: square.size,
    x: clamp(square.x + dx, width - square.size),
    y: clamp(square.y + dy, height - square.size),
  };
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The square after an arrow key: a step is a fiftieth of the image's shorter side (at least one
 * pixel), ten steps with Shift. Undefined for any other key.
 */
export function squareAfterKey(
  square: CropSquare,
  key: string,
  shiftKey: boolean,
  width: number,
  height: number,
): CropSquare | undefined {
  const arrow = ARROWS[key];
  if (!arrow) return undefined;
  const step = Math.max(1, Math.round(Math.min(width, height) / 50)) * (shiftKey ? 10 : 1);
  return moveSquare(square, arrow[0] * step, arrow[1] * step, width, height);
}

/** Reads a chosen file as a data: URL (the CSP allows data: images, not blob: ones). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener("load", () => resolve(String(reader.result)));
    reader.addEventListener("error", () => reject(reader.error ?? new Error("The file could not be read.")));
    reader.readAsDataURL(file);
  });
}

/**
 * Draws the square of a loaded image on a canvas of PHOTO_OUTPUT_SIZE pixels and answers it as a
 * PNG blob; null when the browser cannot draw (no 2D context) or encode it.
 */
export function cropToBlob(image: HTMLImageElement, square: CropSquare): Promise<Blob | null> {
  const canvas = document.createElement("canvas");
  canvas.width = PHOTO_OUTPUT_SIZE;
  canvas.height = PHOTO_OUTPUT_SIZE;
  const context = canvas.getContext("2d");
  if (!context) return Promise.resolve(null);
  context.imageSmoothingQuality = "high";
  context.drawImage(
    image,
    square.x,
    square.y,
    square.size,
    square.size,
    0,
    0,
    PHOTO_OUTPUT_SIZE,
    PHOTO_OUTPUT_SIZE,
  );
  return new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
}
