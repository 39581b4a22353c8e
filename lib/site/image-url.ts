// Every image the site shows goes through here: images in the backend's storage are served through its
// on-the-fly resize endpoint, the site's own raster images through Next's image optimizer (next/image), and
// anything else (SVG drawings, other hosts) as it is.
const STORAGE_OBJECT = "/storage/v1/object/public/";
const STORAGE_RENDER = "/storage/v1/render/image/public/";
const IMAGE_QUALITY = 75;

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

// The widths Next's image optimizer serves (its default deviceSizes and imageSizes) and its one allowed quality.
const OPTIMIZER_WIDTHS = [32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const OPTIMIZER_PATH = "/_next/image";

/** Whether an image is a raster file of the site itself, which Next's image optimizer can resize. */
export function isLocalRaster(src: string) {
  return (
    src.startsWith("/") && !src.startsWith("//") && /\.(jpe?g|png|webp|avif|gif)$/i.test(src.split("?")[0]!)
  );
}

/**
 * The URL to show an image at a width (and height, for storage images): the storage resize endpoint for storage
 * images, Next's image optimizer at the next width it serves for the site's own raster files, else unchanged.
 */
export function imageUrl(
  src: string,
  options: { width: number; height?: number; resize?: ResizeMode },
): string {
  if (isStorageImage(src)) return storageImageUrl(src, options);
  if (!isLocalRaster(src)) return src;
  const width = OPTIMIZER_WIDTHS.find((w) => w >= options.width) ?? OPTIMIZER_WIDTHS.at(-1)!;
  return `${OPTIMIZER_PATH}?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;
}
