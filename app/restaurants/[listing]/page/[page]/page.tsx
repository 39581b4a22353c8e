import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ListingPage, listingLaterPageParams, listingMetadata } from "@/components/listings/listing-page";
import type { MealSort } from "@/lib/nutrition/meal-sort";
import { parsePageSegment } from "@/lib/site/pagination";

/** `sort` is set by the protein-per-calorie variant of the page (…/protein-per-calorie/page/{n}). */
type Props = { params: Promise<{ listing: string; page: string; sort?: MealSort }> };

// A closed set: every page a full listing can have; one beyond the listing's own pages is not found.
export const dynamicParams = false;
export const generateStaticParams = listingLaterPageParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { listing, page, sort = "default" } = await params;
  const number = parsePageSegment(page);
  return number ? listingMetadata({ listing, sort, page: number }) : {};
}

export default async function ListingLaterPage({ params }: Props) {
  const { listing, page, sort = "default" } = await params;
  const number = parsePageSegment(page);
  if (!number) notFound();
  return <ListingPage listing={listing} sort={sort} page={number} />;
}
