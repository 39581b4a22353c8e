"use client";

import { useState } from "react";
import { ImageOff, UtensilsCrossed } from "lucide-react";
import { clsx } from "clsx";
import { imageUrl } from "@/lib/site/image-url";

/** The width a restaurant photo is fetched at: the widest box it fills (a card or the dialog's header). */
const PHOTO_WIDTH = 640;

type Props = { src: string | null; alt: string; className?: string };

/** A restaurant photo; without one it shows a fallback icon, and a failed load shows a placeholder icon. */
export function RestaurantImage({ src, alt, className }: Props) {
  const [failed, setFailed] = useState(false);
  const box = clsx(
    "flex items-center justify-center overflow-hidden bg-secondary text-secondary-foreground",
    className,
  );
  if (!src || failed) {
    const Icon = failed ? ImageOff : UtensilsCrossed;
    return (
      <div className={box} role="img" aria-label={alt}>
        <Icon aria-hidden className="size-10 opacity-70" />
      </div>
    );
  }
  return (
    <div className={box}>
      {/* Plain img: restaurant photos come from many hosts and SVG logos, and the error event drives the fallback. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={imageUrl(src, { width: PHOTO_WIDTH })}
        alt={alt}
        loading="lazy"
        className="size-full object-cover"
        onError={() => setFailed(true)}
      />
    </div>
  );
}
