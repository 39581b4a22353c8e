import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StateCitiesPage, stateCitiesMetadata } from "@/components/cities/state-cities-page";
import { citiesInState } from "@/lib/cities/city-lists";
import { STATE_PAGE_CITIES } from "@/lib/cities/constants";
import { STATE_NAMES } from "@/lib/cities/states";
import { laterPages, parsePageSegment } from "@/lib/site/pagination";

type Props = { params: Promise<{ state: string; page: string }> };

// A state's later pages as the build finds them; a page added by an import is rendered on its first request.
export const dynamicParams = true;

export async function generateStaticParams() {
  const states = Object.keys(STATE_NAMES).map((code) => code.toLowerCase());
  const pages = await Promise.all(
    states.map(async (state) =>
      laterPages((await citiesInState(state)).length, STATE_PAGE_CITIES).map((page) => ({
        state,
        page: String(page),
      })),
    ),
  );
  return pages.flat();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { state, page } = await params;
  const number = parsePageSegment(page);
  return number ? stateCitiesMetadata(state, number) : {};
}

export default async function StateCitiesLaterPage({ params }: Props) {
  const { state, page } = await params;
  const number = parsePageSegment(page);
  if (!number) notFound();
  return <StateCitiesPage state={state} page={number} />;
}
