import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  MenuSourcesPage,
  menuSourcesMetadata,
  menuSourcesPageCount,
} from "@/components/nutrition/menu-sources-page";
import { laterPages, parsePageSegment } from "@/lib/site/pagination";

type Props = { params: Promise<{ page: string }> };

// A page that menus added after the build call for is rendered on its first request.
export const dynamicParams = true;

export async function generateStaticParams() {
  return laterPages(await menuSourcesPageCount(), 1).map((page) => ({ page: String(page) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = parsePageSegment((await params).page);
  return page ? menuSourcesMetadata(page) : {};
}

export default async function MenuSourcesLaterPage({ params }: Props) {
  const page = parsePageSegment((await params).page);
  if (!page) notFound();
  return <MenuSourcesPage page={page} />;
}
