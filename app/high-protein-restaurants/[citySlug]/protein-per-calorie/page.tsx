import { sortedCityParams, type CityParams } from "@/lib/cities/city-page";
import CityPage, { generateMetadata as pageMetadata } from "../page";

// The page in protein-per-calorie order, served for ?sort=protein-per-calorie (next.config.ts); its canonical
// address is the page's own. Rendered on first request, then kept like the page.
export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = () => [];

export const generateMetadata = (props: CityParams) => pageMetadata(sortedCityParams(props));

export default function SortedCityPage(props: CityParams) {
  return <CityPage {...sortedCityParams(props)} />;
}
