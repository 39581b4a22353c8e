import type { Metadata } from "next";
import {
  categoryPageParams,
  MenuCategoryPage,
  menuCategoryMetadata,
  type MenuCategoryParams,
} from "@/components/nutrition/menu-category-page";
import { getRestaurantNutrition, listBrands } from "@/lib/listings/queries";

type Props = { params: Promise<MenuCategoryParams> };

// A brand or category added after the build is rendered on its first request.
export const dynamicParams = true;

export async function generateStaticParams() {
  const brands = await listBrands();
  const menus = await Promise.all(brands.map((brand) => getRestaurantNutrition(brand.slug)));
  return menus.flatMap((menu) =>
    menu
      ? categoryPageParams(menu.slug, menu.meals).map(({ restaurantName, category }) => ({
          restaurantName,
          category,
        }))
      : [],
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return menuCategoryMetadata(await params, 1);
}

export default async function MenuCategoryFirstPage({ params }: Props) {
  return <MenuCategoryPage params={await params} page={1} />;
}
