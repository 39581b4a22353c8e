import { CityPage } from "@/components/cities/city-page";
import { cityStaticParams, type CityParams } from "@/lib/cities/city-page";
import { cityPageMetadata } from "@/lib/cities/city-pages";

export const dynamicParams = true;
export const generateStaticParams = cityStaticParams;

export const generateMetadata = (props: CityParams) => cityPageMetadata("lean-high-protein-breakfast", props);

export default function LeanHighProteinBreakfastPage(props: CityParams) {
  return <CityPage kind="lean-high-protein-breakfast" {...props} />;
}
