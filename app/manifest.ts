import type { MetadataRoute } from "next";

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "MacroMenu",
    short_name: "MacroMenu",
    description: "Macro-friendly restaurant meals near you",
    start_url: "/",
    scope: "/",
    display: "standalone",
    lang: "en",
    categories: ["food", "health", "lifestyle"],
    // --primary (oklch(0.48 0.1 163)) and --background (oklch(0.985 0.006 85)) as sRGB hex
    theme_color: "#0c6f4d",
    background_color: "#fcfaf6",
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
