import { getImageProps, type ImageLoaderProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";
import { isLocalRaster, isStorageImage, storageImageUrl } from "@/lib/site/image-url";

type Props = Omit<ImageProps, "loader" | "src" | "width" | "height" | "priority"> & {
  src: string;
  width: number;
  height: number;
};

/**
 * An image as plain server-rendered HTML (no client JavaScript): storage-hosted images get a srcset from the
 * storage resize endpoint at the same aspect ratio, cropped to cover; the site's raster files one from Next's image
 * optimizer; drawings (SVG) are served as they are.
 * `preload` adds a high-priority preload link for an image that is the page's largest element.
 */
export function SiteImage({ src, width, height, alt, preload = false, ...rest }: Props) {
  const loader = ({ src: source, width: requested }: ImageLoaderProps) =>
    storageImageUrl(source, { width: requested, height: (requested * height) / width, resize: "cover" });
  const { props } = getImageProps({
    src,
    width,
    height,
    alt,
    // Storage images: the storage resize endpoint; the site's raster files: Next's image optimizer (its default
    // loader); drawings and other hosts as they are.
    ...(isStorageImage(src) ? { loader } : isLocalRaster(src) ? {} : { unoptimized: true }),
    ...(preload ? { loading: "eager", fetchPriority: "high" } : {}),
    ...rest,
  });
  if (preload) {
    preloadResource(props.src, {
      as: "image",
      fetchPriority: "high",
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- the props come from next/image's getImageProps
  return <img {...props} alt={alt} />;
}
