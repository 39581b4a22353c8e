import { CityPage } from "@/components/cities/city-page";
import { cityStaticParams, type CityParams } from "@/lib/cities/city-page";
import { cityPageMetadata } from "@/lib/cities/city-pages";

export const dynamicParams = true;
export const generateStaticParams = cityStaticParams;

export const generateMetadata = (props: CityParams) => cityPageMetadata("high-protein-breakfast", props);

export default function HighProteinBreakfastPage(props: CityParams) {
  return <CityPage kind="high-protein-breakfast" {...props} />;
}
