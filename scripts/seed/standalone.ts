// Restaurants without menu data: invented local places and Whole Foods Market stores.
// None of them get meals, so no macros are ever made up for them.
import type { StandaloneSeed } from "./types";

const WHOLE_FOODS_WEBSITE = "https://www.wholefoodsmarket.com";
const WHOLE_FOODS_DESCRIPTION =
  "Natural and organic grocery store with a hot bar, salad bar and prepared-foods counter; offerings and nutrition vary by store and day.";
const WHOLE_FOODS_TAGS = ["grocery", "organic", "salad-bar", "vegetarian-options", "gluten-free"];

function wholeFoods(cityId: string, name: string, address: string, lat: number, lng: number): StandaloneSeed {
  return {
    key: "whole-foods-market",
    cityId,
    name,
    website: WHOLE_FOODS_WEBSITE,
    description: WHOLE_FOODS_DESCRIPTION,
    tags: WHOLE_FOODS_TAGS,
    address,
    lat,
    lng,
  };
}

function local(
  key: string,
  cityId: string,
  name: string,
  tags: string[],
  description: string,
): StandaloneSeed {
  return { key, cityId, name, website: null, description, tags };
}

export const WHOLE_FOODS: StandaloneSeed[] = [
  // Name variants on purpose: they exercise case- and whitespace-insensitive name de-duplication.
  wholeFoods(
    "new-york",
    "Whole Foods Market - Union Square",
    "4 Union Square South, New York, NY 10003",
    40.7351,
    -73.9906,
  ),
  wholeFoods(
    "chicago",
    "Whole Foods Market Lincoln Park",
    "1550 North Kingsbury Street, Chicago, IL 60642",
    41.9093,
    -87.653,
  ),
  wholeFoods(
    "austin",
    "Whole Foods Market",
    "525 North Lamar Boulevard, Austin, TX 78703",
    30.2707,
    -97.7531,
  ),
  wholeFoods(
    "los-angeles",
    "whole foods market ",
    "788 South Grand Avenue, Los Angeles, CA 90017",
    34.0466,
    -118.2566,
  ),
  wholeFoods("seattle", "Whole Foods Market", "2210 Westlake Avenue, Seattle, WA 98121", 47.618, -122.3384),
  wholeFoods("boston", "Whole Foods Market", "15 Westland Avenue, Boston, MA 02115", 42.3443, -71.0877),
];

export const LOCAL_PLACES: StandaloneSeed[] = [
  local(
    "green-fork-kitchen",
    "portland",
    "Green Fork Kitchen",
    ["farm-to-table", "bowls", "vegetarian-options", "gluten-free"],
    "Neighborhood kitchen serving seasonal grain bowls, roasted vegetables and grilled chicken or tofu.",
  ),
  local(
    "summit-bowl-co",
    "denver",
    "Summit Bowl Co.",
    ["bowls", "high-protein", "fast-casual", "gluten-free"],
    "Counter-service spot building rice and greens bowls with grilled steak, chicken or salmon.",
  ),
  local(
    "sunrise-protein-cafe",
    "san-diego",
    "Sunrise Protein Cafe",
    ["breakfast", "high-protein", "cafe", "keto-friendly"],
    "Breakfast and brunch cafe focused on egg-white scrambles, turkey bacon plates and acai bowls.",
  ),
  local(
    "iron-skillet-provisions",
    "nashville",
    "Iron Skillet Provisions",
    ["southern", "meat-and-three", "high-protein", "diabetic-friendly"],
    "Meat-and-three lunch counter with rotisserie chicken, smoked turkey and a rotating list of vegetable sides.",
  ),
  local(
    "saltwater-greens",
    "miami",
    "Saltwater Greens",
    ["seafood", "salads", "gluten-free", "keto-friendly"],
    "Salad and ceviche bar serving grilled fish, shrimp and fresh tropical fruit.",
  ),
  local(
    "three-rivers-grill",
    "pittsburgh",
    "Three Rivers Grill & Greens",
    ["grill", "salads", "high-protein", "diabetic-friendly"],
    "Casual grill serving chicken, steak and salmon plates with big salads and roasted vegetables.",
  ),
  local(
    "crescent-plate",
    "new-orleans",
    "Crescent Plate",
    ["cajun", "seafood", "grill", "gluten-free"],
    "Creole-inspired kitchen grilling Gulf shrimp and fish, with red beans and greens on the side.",
  ),
  local(
    "hudson-greens-kitchen",
    "new-york",
    "Hudson Greens Kitchen",
    ["salads", "bowls", "vegetarian-options", "fast-casual"],
    "Lunch spot for chopped salads and warm bowls with grilled chicken, tofu or hard-boiled eggs.",
  ),
];
