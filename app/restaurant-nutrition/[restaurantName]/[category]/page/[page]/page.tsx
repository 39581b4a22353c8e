import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  allCategoryPages,
  MenuCategoryPage,
  menuCategoryMetadata,
  type MenuCategoryParams,
} from "@/components/nutrition/menu-category-page";
import { laterPages, parsePageSegment } from "@/lib/site/pagination";

type Props = { params: Promise<MenuCategoryParams & { page: string }> };

export const dynamicParams = true;

export async function generateStaticParams() {
  return (await allCategoryPages()).flatMap(({ restaurantName, category, pages }) =>
    laterPages(pages, 1).map((page) => ({ restaurantName, category, page: String(page) })),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page, ...rest } = await params;
  const number = parsePageSegment(page);
  return number ? menuCategoryMetadata(rest, number) : {};
}

export default async function MenuCategoryLaterPage({ params }: Props) {
  const { page, ...rest } = await params;
  const number = parsePageSegment(page);
  if (!number) notFound();
  return <MenuCategoryPage params={rest} page={number} />;
}
