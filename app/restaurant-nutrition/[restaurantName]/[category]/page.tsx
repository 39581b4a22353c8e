import type { Metadata } from "next";
import {
  allCategoryPages,
  MenuCategoryPage,
  menuCategoryMetadata,
  type MenuCategoryParams,
} from "@/components/nutrition/menu-category-page";

type Props = { params: Promise<MenuCategoryParams> };

// A brand or category added after the build is rendered on its first request.
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await allCategoryPages()).map(({ restaurantName, category }) => ({ restaurantName, category }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return menuCategoryMetadata(await params, 1);
}

export default async function MenuCategoryFirstPage({ params }: Props) {
  return <MenuCategoryPage params={await params} page={1} />;
}
