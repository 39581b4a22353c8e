import "server-only";
import sharp from "sharp";
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_DIMENSION,
  PHOTO_MAX_INPUT_PIXELS,
  PHOTO_TOO_LARGE,
  PHOTO_UNREADABLE,
  PHOTO_WRONG_TYPE,
} from "./constants";
import { sniffPhotoType } from "./sniff";

/** Photos decoded at once by this server: more wait their turn, so a burst of posts cannot take every core. */
const PHOTO_DECODES_AT_ONCE = 2;

/** Runs tasks at most `limit` at a time, the rest in the order they came. */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

const decoding = concurrencyLimit(PHOTO_DECODES_AT_ONCE);

export type PreparedPhoto =
  { ok: true; data: Buffer; contentType: "image/webp" } | { ok: false; message: string };

/**
 * Checks an uploaded photo by its content (at most 5 MB, a JPEG, PNG or WebP that decodes whole) and re-encodes it
 * as WebP: turned upright, at most 1600 px on its longer side, and without its metadata (camera, place, time).
 */
export async function preparePhoto(file: Blob): Promise<PreparedPhoto> {
  if (file.size > PHOTO_MAX_BYTES) return { ok: false, message: PHOTO_TOO_LARGE };
  return decoding(() => decode(file));
}

async function decode(file: Blob): Promise<PreparedPhoto> {
  const input = Buffer.from(await file.arrayBuffer());
  const type = sniffPhotoType(input);
  if (!type) return { ok: false, message: PHOTO_WRONG_TYPE };
  try {
    const image = sharp(input, {
      limitInputPixels: PHOTO_MAX_INPUT_PIXELS,
      failOn: "error",
      animated: false,
    });
    const { format } = await image.metadata();
    // The container must be what its first bytes say (a PNG header on something else is refused too).
    if (format !== type) return { ok: false, message: PHOTO_WRONG_TYPE };
    const data = await image
      .rotate()
      .resize(PHOTO_MAX_DIMENSION, PHOTO_MAX_DIMENSION, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { ok: true, data, contentType: "image/webp" };
  } catch {
    return { ok: false, message: PHOTO_UNREADABLE };
  }
}
