import { ImageResponse } from "next/og";
import { cityStaticParams } from "@/lib/cities/city-page";
import { getCity } from "@/lib/cities/queries";
import { SITE_NAME } from "@/lib/site/config";

export const alt = "Healthy, high-protein restaurant meals in this city";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
// Drawn once per city and kept by Next's cache, as its page is: the largest cities' at build, every other city's
// at its first request; an import's refresh of the city's tags draws it again. Unknown cities never reach it (the
// proxy sends them to the not-found page).
export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = cityStaticParams;

/** The city pages' social card: the city's name on the brand colours, drawn per city. */
export default async function CityOpenGraphImage({ params }: { params: Promise<{ citySlug: string }> }) {
  const city = await getCity((await params).citySlug);
  const place = city ? `${city.name}, ${city.state}` : "Your City";
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        padding: 80,
        background: "linear-gradient(135deg, #0c6f4d 0%, #14b87a 100%)",
        color: "white",
      }}
    >
      <div style={{ fontSize: 36, opacity: 0.9 }}>{SITE_NAME}</div>
      <div style={{ fontSize: 84, fontWeight: 700, marginTop: 24 }}>Healthy Restaurants</div>
      <div style={{ fontSize: 84, fontWeight: 700 }}>{`in ${place}`}</div>
      <div style={{ fontSize: 36, marginTop: 32, opacity: 0.9 }}>
        {city?.tagline ?? "High-protein meals with full macros"}
      </div>
    </div>,
    // ImageResponse would say max-age=0, and Next keeps a route's own Cache-Control: a CDN may keep the image as long
    // as Next's cache does.
    { ...size, headers: { "cache-control": `public, s-maxage=${revalidate}, stale-while-revalidate=86400` } },
  );
}
