// SPEC §7.3: images in the backend's storage are served through its on-the-fly resize endpoint.
const STORAGE_OBJECT = "/storage/v1/object/public/";
const STORAGE_RENDER = "/storage/v1/render/image/public/";
export const IMAGE_QUALITY = 75;

export type ResizeMode = "cover" | "contain" | "fill";

/** Whether an image lives in the backend's public storage (and can be resized there). */
export function isStorageImage(src: string) {
  return src.includes(STORAGE_OBJECT) || src.includes(STORAGE_RENDER);
}

/**
 * The resize URL for a storage image: width, height, resize (default cover), format webp and quality 75.
 * Any other URL (a local /images/... file, another host) is returned unchanged.
 */
export function storageImageUrl(
  src: string,
  { width, height, resize = "cover" }: { width: number; height?: number; resize?: ResizeMode },
) {
  if (!isStorageImage(src)) return src;
  const url = new URL(src.replace(STORAGE_OBJECT, STORAGE_RENDER));
  url.searchParams.set("width", String(Math.round(width)));
  if (height !== undefined) url.searchParams.set("height", String(Math.round(height)));
  else url.searchParams.delete("height");
  url.searchParams.set("resize", resize);
  url.searchParams.set("format", "webp");
  url.searchParams.set("quality", String(IMAGE_QUALITY));
  return url.toString();
}
