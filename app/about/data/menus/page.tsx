import type { Metadata } from "next";
import { MenuSourcesPage, menuSourcesMetadata } from "@/components/nutrition/menu-sources-page";

export const metadata: Metadata = menuSourcesMetadata(1);

export default function MenuSourcesFirstPage() {
  return <MenuSourcesPage page={1} />;
}
