import { CityPage } from "@/components/cities/city-page";
import { sortedCityParams, type CityParams } from "@/lib/cities/city-page";
import { cityPageMetadata } from "@/lib/cities/city-pages";

// The page in protein-per-calorie order, served for ?sort=protein-per-calorie (next.config.ts); its canonical
// address is the page's own. Rendered on first request, then kept like the page.
export const dynamicParams = true;
export const generateStaticParams = () => [];

export const generateMetadata = (props: CityParams) =>
  cityPageMetadata("high-protein-restaurants", sortedCityParams(props));

export default function SortedHighProteinRestaurantsPage(props: CityParams) {
  return <CityPage kind="high-protein-restaurants" {...sortedCityParams(props)} />;
}
