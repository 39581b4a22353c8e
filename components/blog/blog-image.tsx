"use client";

import Image, { type ImageLoaderProps, type ImageProps } from "next/image";
import { isStorageImage, storageImageUrl } from "@/lib/site/image-url";

type Props = Omit<ImageProps, "loader" | "src" | "width" | "height"> & {
  src: string;
  width: number;
  height: number;
};

/**
 * next/image with the storage resize loader: storage-hosted images are requested at the width the browser needs and
 * the same aspect ratio, cropped to cover. Local files (the seed's /images/...) are served as they are.
 */
export function BlogImage({ src, width, height, alt, ...props }: Props) {
  if (!isStorageImage(src)) {
    return <Image src={src} width={width} height={height} alt={alt} unoptimized {...props} />;
  }
  const loader = ({ src: source, width: requested }: ImageLoaderProps) =>
    storageImageUrl(source, { width: requested, height: (requested * height) / width, resize: "cover" });
  return <Image src={src} width={width} height={height} alt={alt} loader={loader} {...props} />;
}
