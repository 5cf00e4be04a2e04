import { deflateSync } from "node:zlib";
import type { Kysely } from "kysely";
import type { Database } from "../types";
import type { MediaStorage } from "../../services/media/storage";
import { setUserPhoto } from "../../services/users/user-photo";

/** The colours of one drawn portrait: a sky from top to bottom, then skin, hair and shirt. */
export interface PortraitColors {
  top: string;
  bottom: string;
  skin: string;
  hair: string;
  shirt: string;
}

/**
 * The demo members who have a photo: simple portraits drawn here (a head, hair and shoulders on a
 * gradient), so the demo shows both photos and letter avatars without shipping anyone's picture.
 */
export const demoPhotos: Readonly<Record<string, PortraitColors>> = {
  moderator: { top: "#DDD6FE", bottom: "#6366F1", skin: "#FFDBAC", hair: "#9CA3AF", shirt: "#374151" },
  ada: { top: "#FDE68A", bottom: "#F59E0B", skin: "#E0AC69", hair: "#4B2E1E", shirt: "#7C3AED" },
  grace: { top: "#BAE6FD", bottom: "#0EA5E9", skin: "#8D5524", hair: "#1F1A17", shirt: "#DB2777" },
  linus: { top: "#BBF7D0", bottom: "#16A34A", skin: "#F1C27D", hair: "#D6A354", shirt: "#1E3A8A" },
  margaret: { top: "#FBCFE8", bottom: "#EC4899", skin: "#C68642", hair: "#6B3E26", shirt: "#0F766E" },
};

/** The side of a drawn portrait, in pixels: the largest photo size (145) shows it barely scaled. */
export const PORTRAIT_SIZE = 128;

type Rgb = [number, number, number];
const rgbOf = (hex: string): Rgb => {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as Rgb;

/** How much of the pixel at (x, y) an ellipse covers, with a one-pixel soft edge. */
function coverage(x: number, y: number, cx: number, cy: number, rx: number, ry: number): number {
  const distance = (Math.hypot((x - cx) / rx, (y - cy) / ry) - 1) * Math.min(rx, ry);
  return Math.min(1, Math.max(0, 0.5 - distance));
}

/** The RGB pixels of a portrait, row by row. */
function drawPortrait(colors: PortraitColors, size = PORTRAIT_SIZE): Buffer {
  const [top, bottom, skin, hair, shirt] = [
    colors.top,
    colors.bottom,
    colors.skin,
    colors.hair,
    colors.shirt,
  ].map(rgbOf) as [Rgb, Rgb, Rgb, Rgb, Rgb];
  const s = size / 128;
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const [px, py] = [x + 0.5, y + 0.5];
      let color = mix(top, bottom, y / (size - 1));
      color = mix(color, shirt, coverage(px, py, 64 * s, 138 * s, 50 * s, 44 * s));
      color = mix(color, hair, coverage(px, py, 64 * s, 52 * s, 27 * s, 28 * s));
      color = mix(color, skin, coverage(px, py, 64 * s, 59 * s, 22 * s, 24 * s));
      pixels.set(color.map(Math.round), (y * size + x) * 3);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** Portraits already drawn in this process: every app built with the demo seed stores the same bytes. */
const drawn = new Map<string, Buffer>();

/** A portrait as a PNG (8-bit RGB, each row "Sub" filtered, which suits the smooth gradients). */
export function portraitPng(colors: PortraitColors, size = PORTRAIT_SIZE): Buffer {
  const key = `${Object.values(colors).join()}@${size}`;
  const known = drawn.get(key);
  if (known) return known;
  const png = encodePng(drawPortrait(colors, size), size);
  drawn.set(key, png);
  return png;
}

function encodePng(pixels: Buffer, size: number): Buffer {
  const stride = size * 3;
  const rows = Buffer.alloc((stride + 1) * size);
  for (let y = 0; y < size; y++) {
    const out = y * (stride + 1);
    rows[out] = 1;
    for (let i = 0; i < stride; i++) {
      const left = i >= 3 ? pixels[y * stride + i - 3]! : 0;
      rows[out + 1 + i] = (pixels[y * stride + i]! - left) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, standard filters, not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * Gives the demo members of {@link demoPhotos} their portrait, stored like an uploaded photo
 * (through the media storage, so it is served from /uploads/ with the uploads' headers).
 */
export async function seedDemoPhotos(
  db: Kysely<Database>,
  storage: MediaStorage,
  users: ReadonlyMap<string, { userID: number }>,
): Promise<void> {
  for (const [name, colors] of Object.entries(demoPhotos)) {
    const user = users.get(name);
    if (!user) continue;
    const file = { name: `${name}.png`, data: portraitPng(colors) };
    await setUserPhoto(db, storage, { userID: user.userID, photoUrl: "" }, file, user.userID);
  }
}
