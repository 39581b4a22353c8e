import type { Metadata } from "next";
import { ListingPage, listingMetadata } from "@/components/listings/listing-page";
import { LISTING_PATHS } from "@/lib/listings/rules";
import type { MealSort } from "@/lib/nutrition/meal-sort";

/** `sort` is set by the listing's protein-per-calorie variant (…/protein-per-calorie). */
type Props = { params: Promise<{ listing: string; sort?: MealSort }> };

// Only the listings of lib/listings/rules.ts exist; any other /restaurants/{x} is the not-found screen.
export const dynamicParams = false;

export function generateStaticParams() {
  return LISTING_PATHS.map((listing) => ({ listing }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { listing, sort = "default" } = await params;
  return listingMetadata({ listing, sort, page: 1 });
}

export default async function ListingFirstPage({ params }: Props) {
  const { listing, sort = "default" } = await params;
  return <ListingPage listing={listing} sort={sort} page={1} />;
}
