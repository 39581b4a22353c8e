// Cities (part 2). ZIP codes and streets are real ones of each city.
import { city } from "./cities-a";
import type { CitySeed } from "./types";

export const CITIES_B: CitySeed[] = [
  city({
    id: "san-francisco",
    name: "San Francisco",
    state: "CA",
    lat: 37.7749,
    lng: -122.4194,
    tagline: "Farm-to-table, burrito to bowl",
    description:
      "San Francisco's farm-to-table restaurants, Mission burritos and Ferry Building vendors make fresh, protein-rich meals easy to find. Many places list ingredients clearly and offer bowls, salads and grilled proteins.",
    zips: "94102 94103 94107 94109 94110 94114 94115 94117",
    streets:
      "Market Street; Mission Street; Valencia Street; Geary Boulevard; Fillmore Street; Van Ness Avenue; Polk Street; Castro Street; Divisadero Street; Haight Street; Folsom Street",
    chains: "in-n-out cheesecake-factory round-table starbucks",
    numbers: [100, 3299],
    area: { box: [37.745, 37.795, -122.445, -122.405] },
  }),
  city({
    id: "columbus",
    name: "Columbus",
    state: "OH",
    lat: 39.9612,
    lng: -82.9988,
    tagline: "Where new menu items get tested first",
    description:
      "Columbus is a favorite test market for national chains, so new menu items, including lighter ones, often show up here first. The North Market and campus-area spots add grain bowls and grilled proteins.",
    zips: "43201 43202 43203 43205 43206 43210 43215",
    streets:
      "North High Street; East Broad Street; West Lane Avenue; Parsons Avenue; Neil Avenue; East Main Street; Cleveland Avenue; West 5th Avenue; South 3rd Street; North 4th Street",
    chains: "bob-evans big-boy white-castle wendys steak-n-shake",
    numbers: [100, 2999],
  }),
  city({
    id: "charlotte",
    name: "Charlotte",
    state: "NC",
    lat: 35.2271,
    lng: -80.8431,
    tagline: "Southern cooking, balanced plates",
    description:
      "Charlotte's Southern cooking includes chicken biscuits and barbecue, but grilled chicken, smoked meats and vegetable sides make balanced plates easy to build. South End's newer restaurants add salads and grain bowls.",
    zips: "28202 28203 28204 28205 28206 28207 28208",
    streets:
      "South Tryon Street; South Boulevard; Central Avenue; Providence Road; East Boulevard; Monroe Road; North Davidson Street; Kings Drive; Park Road; Elizabeth Avenue",
    chains: "bojangles waffle-house chick-fil-a zaxbys",
    numbers: [100, 3999],
  }),
  city({
    id: "indianapolis",
    name: "Indianapolis",
    state: "IN",
    lat: 39.7684,
    lng: -86.1581,
    tagline: "Midwest diners and downtown steakhouses",
    description:
      "Indianapolis offers classic Midwestern diners alongside newer spots on Mass Ave and in Fountain Square, many with grilled chicken, egg dishes and salads. Downtown steakhouses make lean cuts an easy high-protein choice.",
    zips: "46201 46202 46203 46204 46205 46208 46225",
    streets:
      "Massachusetts Avenue; North Meridian Street; East Washington Street; College Avenue; Virginia Avenue; Shelby Street; East 16th Street; North Delaware Street; Fort Wayne Avenue",
    chains: "steak-n-shake bob-evans culvers cracker-barrel",
    numbers: [100, 3999],
  }),
  city({
    id: "seattle",
    name: "Seattle",
    state: "WA",
    lat: 47.6062,
    lng: -122.3321,
    tagline: "Salmon, coffee and Pacific Northwest greens",
    description:
      "Seattle's Pike Place Market and Pacific Northwest seafood make salmon, halibut and shellfish natural high-protein picks. Cafes across the city also serve egg-based breakfasts and grain bowls.",
    zips: "98101 98102 98104 98112 98122 98144",
    streets:
      "Pike Street; Pine Street; Broadway; 15th Avenue East; East Madison Street; 12th Avenue; East Olive Way; South Jackson Street; Boren Avenue; Rainier Avenue South",
    chains: "starbucks red-robin jack-in-the-box qdoba",
    numbers: [100, 2999],
    area: { box: [47.598, 47.64, -122.33, -122.3] },
  }),
  city({
    id: "denver",
    name: "Denver",
    state: "CO",
    lat: 39.7392,
    lng: -104.9903,
    tagline: "Mile-high appetites, trail-ready meals",
    description:
      "Denver's active, outdoorsy culture shows in its menus, with plenty of protein bowls, bison burgers and hearty breakfasts. Many restaurants label gluten-free and vegetarian options clearly.",
    zips: "80202 80203 80204 80205 80206 80209 80211 80218",
    streets:
      "East Colfax Avenue; 16th Street; South Broadway; Larimer Street; Blake Street; East 17th Avenue; Federal Boulevard; West 32nd Avenue; Speer Boulevard; Tennyson Street",
    chains: "qdoba red-robin einstein-bros in-n-out quiznos",
    numbers: [100, 3999],
  }),
  city({
    id: "washington",
    name: "Washington",
    state: "DC",
    lat: 38.9072,
    lng: -77.0369,
    tagline: "Power lunches and balanced bowls",
    description:
      "Washington's fast-casual scene, from Mediterranean bowls to salad counters, caters to busy office workers looking for balanced lunches. Neighborhoods like Dupont Circle and 14th Street add brunch spots with egg-forward plates.",
    zips: "20001 20002 20005 20006 20009 20036 20037",
    streets:
      "14th Street NW; Connecticut Avenue NW; K Street NW; M Street NW; U Street NW; Pennsylvania Avenue NW; H Street NE; Massachusetts Avenue NW; 7th Street NW; P Street NW",
    chains: "capital-grille shake-shack panera-bread chick-fil-a",
    numbers: [100, 2999],
    area: { box: [38.895, 38.925, -77.05, -77.0] },
  }),
  city({
    id: "boston",
    name: "Boston",
    state: "MA",
    lat: 42.3601,
    lng: -71.0589,
    tagline: "Chowder, broiled fish and Back Bay brunch",
    description:
      "Boston's seafood tradition puts broiled fish, lobster and chowder on many menus, and broiled or grilled fish is a lean, high-protein pick. Back Bay and the South End add salad bars and healthy brunch spots.",
    zips: "02108 02110 02111 02115 02116 02118 02215",
    streets:
      "Boylston Street; Newbury Street; Washington Street; Tremont Street; Massachusetts Avenue; Huntington Avenue; Columbus Avenue; Summer Street; Beacon Street; Stuart Street",
    chains: "dunkin capital-grille cheesecake-factory panera-bread",
    numbers: [10, 999],
    area: { box: [42.335, 42.352, -71.1, -71.058] },
  }),
  city({
    id: "nashville",
    name: "Nashville",
    state: "TN",
    lat: 36.1627,
    lng: -86.7816,
    tagline: "Meat-and-three, made balanced",
    description:
      "Nashville is the home of hot chicken and meat-and-three lunch counters, where a grilled meat with two vegetable sides makes a balanced plate. Country breakfasts with eggs and ham are a local institution.",
    zips: "37201 37203 37204 37208 37212",
    streets:
      "Broadway; West End Avenue; Charlotte Avenue; 12th Avenue South; 8th Avenue South; Church Street; Division Street; Demonbreun Street; 21st Avenue South",
    chains: "cracker-barrel ocharleys captain-ds waffle-house krystal",
    numbers: [100, 2999],
    area: { box: [36.13, 36.17, -86.81, -86.775] },
  }),
  city({
    id: "las-vegas",
    name: "Las Vegas",
    state: "NV",
    lat: 36.1699,
    lng: -115.1398,
    tagline: "Steakhouses, buffets and all-day breakfast",
    description:
      "Las Vegas has everything from buffets to steakhouses, so high-protein meals are everywhere if you pick grilled and broiled options. Off the Strip, neighborhood spots serve all-day breakfasts and lighter bowls.",
    zips: "89101 89102 89104 89106 89107 89109",
    streets:
      "Las Vegas Boulevard South; Fremont Street; West Charleston Boulevard; East Sahara Avenue; South Maryland Parkway; West Sahara Avenue; East Flamingo Road; South Rancho Drive; South Eastern Avenue",
    chains: "in-n-out yard-house hooters dennys",
    numbers: [100, 3999],
  }),
  city({
    id: "portland",
    name: "Portland",
    state: "OR",
    lat: 45.5152,
    lng: -122.6784,
    tagline: "Food carts and farm-fresh plates",
    description:
      "Portland's food carts and farm-to-table kitchens make it one of the easiest cities for vegetarian, vegan and gluten-free eating. Local eggs, salmon and Pacific Northwest produce show up on many menus.",
    zips: "97201 97204 97205 97209 97210",
    streets:
      "SW Morrison Street; NW 23rd Avenue; SW Broadway; NW Glisan Street; SW Yamhill Street; NW 21st Avenue; SW Alder Street; NW Lovejoy Street; SW Jefferson Street; W Burnside Street",
    chains: "papa-murphys round-table starbucks",
    numbers: [100, 2399],
    area: { box: [45.505, 45.535, -122.7, -122.675] },
  }),
  city({
    id: "atlanta",
    name: "Atlanta",
    state: "GA",
    lat: 33.749,
    lng: -84.388,
    tagline: "Southern staples, lighter takes",
    description:
      "Atlanta is home base for several national chains and a Southern food capital, with grilled chicken, smoked meats and vegetable-heavy sides all easy to find. Ponce City Market and the BeltLine add plenty of healthy fast-casual options.",
    zips: "30303 30306 30307 30308 30309 30312 30313 30318",
    streets:
      "Peachtree Street NE; Ponce de Leon Avenue NE; Piedmont Avenue NE; North Highland Avenue NE; Spring Street NW; Howell Mill Road NW; Edgewood Avenue SE; 10th Street NE; West Peachtree Street NW; Memorial Drive SE",
    chains: "chick-fil-a waffle-house zaxbys arbys longhorn-steakhouse",
    numbers: [100, 1999],
  }),
  city({
    id: "miami",
    name: "Miami",
    state: "FL",
    lat: 25.7617,
    lng: -80.1918,
    tagline: "Cuban classics and ceviche",
    description:
      "Miami's Cuban and Latin American cooking features grilled chicken, roast pork, black beans and fresh seafood, making high-protein plates easy to order. Ceviche and fresh tropical fruit round out the lighter side of the city's menus.",
    zips: "33125 33127 33128 33129 33130 33131 33135 33136 33137",
    streets:
      "Biscayne Boulevard; Brickell Avenue; SW 8th Street; Coral Way; NE 2nd Avenue; West Flagler Street; NW 2nd Avenue; SW 1st Avenue; NW 36th Street; South Miami Avenue",
    chains: "burger-king tropical-smoothie ihop pf-changs",
    numbers: [100, 3999],
    area: { box: [25.745, 25.8, -80.24, -80.195] },
  }),
];
