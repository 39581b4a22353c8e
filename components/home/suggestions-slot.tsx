"use client";

import dynamic from "next/dynamic";
import { useHomeSearch } from "@/components/search/home-search-provider";
import { useApi } from "@/hooks/use-api";
import { toast } from "@/lib/toast";
import { API_PATHS } from "@/lib/pages/api-paths";

// The cards' code loads only once fresh suggestions arrive; until then the server's cards are shown.
const QuickSuggestions = dynamic(() =>
  import("@/components/home/quick-suggestions").then((module) => module.QuickSuggestions),
);

const SUGGESTIONS_ERROR_TITLE = "Error fetching suggested restaurants";

/**
 * The suggested restaurants: the page's own (children) until New Search asks for fresh ones, or until the browser
 * loads them itself because the page could not (`failed`). A failure shows the spec's toast with the server's
 * message and keeps what is shown.
 */
export function SuggestionsSlot({ failed, children }: { failed: boolean; children: React.ReactNode }) {
  const { suggestionsRequest } = useHomeSearch();
  const asked = suggestionsRequest > 0 || failed;
  const { data: fresh } = useApi(asked ? API_PATHS.randomRestaurants : null, {
    round: suggestionsRequest,
    keepPrevious: true,
    onError: (error) => toast.error(SUGGESTIONS_ERROR_TITLE, { description: error.message }),
  });

  return fresh ? <QuickSuggestions restaurants={fresh} /> : children;
}
