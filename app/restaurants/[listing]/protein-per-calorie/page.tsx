import { PROTEIN_PER_CALORIE } from "@/lib/nutrition/meal-sort";
import ListingPage, {
  generateMetadata as listingMetadata,
  generateStaticParams as listingParams,
} from "../page";

type Props = { params: Promise<{ listing: string }> };

// The listing in protein-per-calorie order, served for ?sort=protein-per-calorie (next.config.ts); its canonical
// address is the listing's own.
export const dynamicParams = false;
export const generateStaticParams = listingParams;

const sorted = ({ params }: Props) => ({
  params: params.then((values) => ({ ...values, sort: PROTEIN_PER_CALORIE as typeof PROTEIN_PER_CALORIE })),
});

export const generateMetadata = (props: Props) => listingMetadata(sorted(props));

export default function SortedListingPage(props: Props) {
  return <ListingPage {...sorted(props)} />;
}
