import { PROTEIN_PER_CALORIE } from "@/lib/nutrition/meal-sort";
import ListingLaterPage, {
  generateMetadata as laterPageMetadata,
  generateStaticParams as laterPageParams,
} from "../../../page/[page]/page";

type Props = { params: Promise<{ listing: string; page: string }> };

// A later page of the listing in protein-per-calorie order, served for …/page/{n}?sort=protein-per-calorie
// (next.config.ts); its canonical address is the page's own.
export const dynamicParams = false;
export const generateStaticParams = laterPageParams;

const sorted = ({ params }: Props) => ({
  params: params.then((values) => ({ ...values, sort: PROTEIN_PER_CALORIE as typeof PROTEIN_PER_CALORIE })),
});

export const generateMetadata = (props: Props) => laterPageMetadata(sorted(props));

export default function SortedListingLaterPage(props: Props) {
  return <ListingLaterPage {...sorted(props)} />;
}
