// Cities (part 1): the three big cities first. ZIP codes and streets are real ones of each city.
import type { Area, CitySeed } from "./types";

interface CityInput {
  id: string;
  name: string;
  state: string;
  lat: number;
  lng: number;
  tagline: string;
  description: string;
  /** Space-separated ZIP codes. */
  zips: string;
  /** Streets separated by "; ". */
  streets: string;
  /** Space-separated chain keys. */
  chains: string;
  numbers?: [number, number];
  area?: Area;
}

export function city(input: CityInput): CitySeed {
  return {
    ...input,
    zips: input.zips.split(" "),
    streets: input.streets.split("; "),
    chains: input.chains.split(" "),
  };
}

export const CITIES_A: CitySeed[] = [
  city({
    id: "new-york",
    name: "New York",
    state: "NY",
    lat: 40.7128,
    lng: -74.006,
    tagline: "Protein on every block",
    description:
      "New York's delis, salad counters and food halls make it easy to find grilled proteins and build-your-own bowls on almost any block. Greenmarkets like the one in Union Square add seasonal produce to the mix.",
    zips: "10001 10002 10003 10007 10010 10011 10012 10013 10014 10016 10017 10018 10019 10036 10038",
    streets:
      "Broadway; Seventh Avenue; Eighth Avenue; Lexington Avenue; Third Avenue; Second Avenue; Park Avenue South; West 34th Street; East 14th Street; Sixth Avenue; Madison Avenue; Hudson Street",
    chains:
      "ihop mcdonalds shake-shack panera-bread subway dunkin starbucks chick-fil-a sbarro olive-garden red-lobster tgi-fridays capital-grille applebees qdoba panda-express white-castle buffalo-wild-wings popeyes",
    numbers: [10, 999],
    area: { from: [40.7135, -74.006], to: [40.7645, -73.98], halfWidth: 0.006 },
  }),
  city({
    id: "los-angeles",
    name: "Los Angeles",
    state: "CA",
    lat: 34.0522,
    lng: -118.2437,
    tagline: "Sunshine, produce and protein-style everything",
    description:
      "Los Angeles eats fresh produce year-round, from its farmers markets to taquerias that grill chicken and carne asada to order. Lettuce-wrapped burgers, poke and grain bowls are easy to find across the city.",
    zips: "90012 90013 90014 90015 90017 90026 90057 90071",
    streets:
      "Wilshire Boulevard; West 7th Street; South Figueroa Street; South Broadway; West Olympic Boulevard; Sunset Boulevard; South Vermont Avenue; South Alvarado Street; West Temple Street; South Grand Avenue; North Spring Street",
    chains:
      "ihop dennys in-n-out el-pollo-loco jack-in-the-box del-taco carls-jr cheesecake-factory california-pizza-kitchen panda-express starbucks subway yard-house bjs taco-bell shake-shack chick-fil-a wingstop mcdonalds",
    numbers: [100, 3999],
    area: { box: [34.03, 34.08, -118.29, -118.225] },
  }),
  city({
    id: "chicago",
    name: "Chicago",
    state: "IL",
    lat: 41.8781,
    lng: -87.6298,
    tagline: "Big shoulders, bigger breakfasts",
    description:
      "Chicago is famous for deep-dish pizza and Italian beef, but its diners, grills and breakfast spots also serve plenty of lean, high-protein plates. Egg-forward breakfasts and grilled chicken are easy to find in the Loop and the neighborhoods around it.",
    zips: "60601 60602 60603 60604 60605 60606 60607 60610 60611 60614 60622 60642 60654 60661",
    streets:
      "North Michigan Avenue; North Clark Street; North State Street; West Madison Street; North Halsted Street; West Randolph Street; North Wells Street; West Division Street; South Wabash Avenue; North Milwaukee Avenue; West Chicago Avenue; North Lincoln Avenue",
    chains:
      "ihop portillos white-castle mcdonalds cheesecake-factory jimmy-johns panera-bread subway dunkin starbucks chick-fil-a shake-shack buffalo-wild-wings capital-grille taco-bell wendys einstein-bros qdoba popeyes",
    numbers: [100, 2999],
    area: { box: [41.86, 41.925, -87.68, -87.635] },
  }),
  city({
    id: "houston",
    name: "Houston",
    state: "TX",
    lat: 29.7604,
    lng: -95.3698,
    tagline: "Fajitas, Gulf shrimp and endless options",
    description:
      "Houston's enormous food scene spans Tex-Mex, Vietnamese and Gulf seafood, with fajitas, grilled shrimp and brisket supplying plenty of protein. Ordering grilled over fried and swapping tortillas for extra vegetables keeps meals macro-friendly.",
    zips: "77002 77003 77004 77006 77007 77010 77019 77098",
    streets:
      "Westheimer Road; Main Street; Washington Avenue; Montrose Boulevard; Kirby Drive; Richmond Avenue; Shepherd Drive; Navigation Boulevard; Travis Street; West Gray Street",
    chains: "whataburger waffle-house chick-fil-a chilis pf-changs",
    numbers: [200, 4999],
  }),
  city({
    id: "phoenix",
    name: "Phoenix",
    state: "AZ",
    lat: 33.4484,
    lng: -112.074,
    tagline: "Sonoran flavors, desert-light plates",
    description:
      "In Phoenix, Sonoran-style Mexican food and a strong brunch culture mean grilled chicken, carne asada and egg dishes are never far away. Lighter bowls and salads are popular for beating the desert heat.",
    zips: "85003 85004 85006 85007 85008 85012 85013 85014",
    streets:
      "East Camelback Road; North Central Avenue; East Indian School Road; North 7th Street; East McDowell Road; North 16th Street; East Thomas Road; East Roosevelt Street",
    chains: "in-n-out del-taco dennys chick-fil-a california-pizza-kitchen",
    numbers: [100, 4999],
  }),
  city({
    id: "philadelphia",
    name: "Philadelphia",
    state: "PA",
    lat: 39.9526,
    lng: -75.1652,
    tagline: "Beyond the cheesesteak",
    description:
      "Philadelphia is known for cheesesteaks and hoagies, but Reading Terminal Market and the city's cafes offer plenty of lean proteins and fresh produce. Choosing grilled chicken or skipping the extra cheese keeps the classics lighter.",
    zips: "19102 19103 19106 19107 19123 19130 19146 19147",
    streets:
      "Market Street; Chestnut Street; Walnut Street; South Street; Spruce Street; South Broad Street; Arch Street; Girard Avenue; Passyunk Avenue; Sansom Street",
    chains: "dunkin ihop panera-bread capital-grille",
    numbers: [100, 2199],
    area: { box: [39.93, 39.965, -75.175, -75.145] },
  }),
  city({
    id: "san-antonio",
    name: "San Antonio",
    state: "TX",
    lat: 29.4241,
    lng: -98.4936,
    tagline: "Breakfast tacos and grilled fajitas",
    description:
      "San Antonio's Tex-Mex tradition centers on grilled meats, beans and fresh salsas, which make high-protein plates easy to put together. Breakfast tacos filled with egg and fajita meat are a local staple.",
    zips: "78202 78204 78205 78208 78210 78212 78215",
    streets:
      "Broadway; East Commerce Street; East Houston Street; San Pedro Avenue; McCullough Avenue; Fredericksburg Road; South Alamo Street; North St. Mary's Street; Blanco Road",
    chains: "whataburger on-the-border dickeys churchs ihop",
    numbers: [100, 3999],
  }),
  city({
    id: "san-diego",
    name: "San Diego",
    state: "CA",
    lat: 32.7157,
    lng: -117.1611,
    tagline: "Fish tacos and ocean-fresh bowls",
    description:
      "San Diego's coastal food scene is built on fish tacos, poke and California-style burritos, with plenty of grilled seafood and chicken. Year-round produce makes salads and bowls a natural choice.",
    zips: "92101 92102 92103 92104 92116",
    streets:
      "Broadway; University Avenue; Fifth Avenue; El Cajon Boulevard; Market Street; India Street; Washington Street; 30th Street; Park Boulevard; Adams Avenue",
    chains: "in-n-out el-pollo-loco jack-in-the-box dennys cheesecake-factory",
    numbers: [100, 4599],
    area: { box: [32.71, 32.765, -117.165, -117.12] },
  }),
  city({
    id: "dallas",
    name: "Dallas",
    state: "TX",
    lat: 32.7767,
    lng: -96.797,
    tagline: "Smoked, grilled and sizzling",
    description:
      "Dallas mixes Tex-Mex, barbecue and steakhouses, so lean cuts, smoked turkey and grilled fajitas are easy to find. Many restaurants will swap fries for a side salad or vegetables on request.",
    zips: "75201 75202 75204 75206 75214 75219 75226 75246",
    streets:
      "Greenville Avenue; McKinney Avenue; Lemmon Avenue; Elm Street; Main Street; Ross Avenue; Oak Lawn Avenue; Cedar Springs Road; Henderson Avenue; Maple Avenue",
    chains: "whataburger chilis on-the-border dickeys waffle-house wingstop cicis",
    numbers: [200, 5999],
    area: { box: [32.77, 32.83, -96.81, -96.76] },
  }),
  city({
    id: "san-jose",
    name: "San Jose",
    state: "CA",
    lat: 37.3382,
    lng: -121.8863,
    tagline: "Silicon Valley's bowl-lunch capital",
    description:
      "San Jose's neighborhoods offer Vietnamese, Mexican and Californian cooking with lots of grilled meats, pho and fresh vegetables. Tech-campus culture has also made protein bowls a lunchtime standard.",
    zips: "95110 95112 95113 95116 95125 95126 95128",
    streets:
      "The Alameda; Stevens Creek Boulevard; East Santa Clara Street; North First Street; Bascom Avenue; Lincoln Avenue; Story Road; Meridian Avenue; South Winchester Boulevard",
    chains: "in-n-out round-table dennys panda-express",
    numbers: [100, 3999],
  }),
  city({
    id: "austin",
    name: "Austin",
    state: "TX",
    lat: 30.2672,
    lng: -97.7431,
    tagline: "Breakfast tacos meet juice bars",
    description:
      "Austin balances smoked brisket and breakfast tacos with a strong health-food scene that includes juice bars and the flagship Whole Foods Market. Egg-and-bean breakfast tacos are a popular high-protein start to the day.",
    zips: "78701 78702 78703 78705 78722 78751 78756",
    streets:
      "Congress Avenue; North Lamar Boulevard; Guadalupe Street; East 6th Street; Burnet Road; Manor Road; East Cesar Chavez Street; West 5th Street; Red River Street; East 11th Street",
    chains: "whataburger chick-fil-a tropical-smoothie ihop",
    numbers: [100, 5999],
    area: { box: [30.267, 30.31, -97.76, -97.72] },
  }),
  city({
    id: "jacksonville",
    name: "Jacksonville",
    state: "FL",
    lat: 30.3322,
    lng: -81.6557,
    tagline: "River city seafood and Southern breakfasts",
    description:
      "Jacksonville's coastline supplies fresh shrimp and local fish, and grilled or blackened seafood is a lean choice on many menus. Southern breakfast spots serve hearty egg plates from early morning.",
    zips: "32202 32204 32206 32208 32209",
    streets:
      "North Main Street; West 8th Street; Kings Road; Laura Street; Bay Street; Forsyth Street; Adams Street; Union Street; Myrtle Avenue",
    chains: "firehouse-subs waffle-house zaxbys bonefish-grill",
    numbers: [100, 2999],
    area: { box: [30.332, 30.37, -81.7, -81.635] },
  }),
];
