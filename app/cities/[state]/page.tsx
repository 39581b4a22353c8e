import type { Metadata } from "next";
import { StateCitiesPage, stateCitiesMetadata } from "@/components/cities/state-cities-page";
import { STATE_NAMES } from "@/lib/cities/states";

// The states are a closed list: any other segment is not found, and nothing is rendered or kept for it.
export const dynamicParams = false;

type Props = { params: Promise<{ state: string }> };

export const generateStaticParams = () =>
  Object.keys(STATE_NAMES).map((code) => ({ state: code.toLowerCase() }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return stateCitiesMetadata((await params).state, 1);
}

export default async function StateCitiesFirstPage({ params }: Props) {
  return <StateCitiesPage state={(await params).state} page={1} />;
}
