// Cities (part 3). ZIP codes and streets are real ones of each city.
import { city } from "./cities-a";
import type { CitySeed } from "./types";

export const CITIES_C: CitySeed[] = [
  city({
    id: "minneapolis",
    name: "Minneapolis",
    state: "MN",
    lat: 44.9778,
    lng: -93.265,
    tagline: "Lakes, co-ops and hearty breakfasts",
    description:
      "Minneapolis pairs hearty Midwestern comfort food with a strong co-op and farmers market culture, so lean proteins and local produce are easy to find. Walleye, wild rice and egg breakfasts are regional staples.",
    zips: "55401 55402 55403 55404 55405 55407 55408",
    streets:
      "Nicollet Mall; Hennepin Avenue; East Lake Street; Lyndale Avenue South; Washington Avenue South; Central Avenue NE; Lagoon Avenue; East Franklin Avenue; Chicago Avenue; LaSalle Avenue",
    chains: "famous-daves perkins buffalo-wild-wings culvers",
    numbers: [100, 3099],
    area: { box: [44.94, 44.975, -93.3, -93.26] },
  }),
  city({
    id: "detroit",
    name: "Detroit",
    state: "MI",
    lat: 42.3314,
    lng: -83.0458,
    tagline: "Coney dogs to grilled kebabs",
    description:
      "Detroit's Coney Island diners and Middle Eastern restaurants, here and in nearby Dearborn, offer grilled meats, lentil soups and salads. Eastern Market supplies fresh produce to many downtown kitchens.",
    zips: "48201 48202 48207 48208 48216 48226",
    streets:
      "Woodward Avenue; Michigan Avenue; Gratiot Avenue; East Jefferson Avenue; Grand River Avenue; Cass Avenue; West Vernor Highway; Trumbull Avenue; Brush Street; West Fort Street",
    chains: "little-caesars dominos big-boy white-castle",
    numbers: [100, 4999],
    area: { box: [42.335, 42.37, -83.09, -83.02] },
  }),
  city({
    id: "kansas-city",
    name: "Kansas City",
    state: "MO",
    lat: 39.0997,
    lng: -94.5786,
    tagline: "Barbecue capital, lean-cut friendly",
    description:
      "Kansas City barbecue is famous for burnt ends, but smoked turkey and chicken are leaner high-protein options at most barbecue joints. The city's steakhouse tradition also makes a grilled sirloin an easy pick.",
    zips: "64105 64106 64108 64109 64110 64111 64112",
    streets:
      "Main Street; Broadway Boulevard; Westport Road; Grand Boulevard; Troost Avenue; Southwest Boulevard; West 39th Street; Baltimore Avenue; Wornall Road; East 18th Street",
    chains: "applebees sonic hardees pizza-hut",
    numbers: [100, 4999],
    area: { box: [39.05, 39.1, -94.61, -94.55] },
  }),
  city({
    id: "new-orleans",
    name: "New Orleans",
    state: "LA",
    lat: 29.9511,
    lng: -90.0715,
    tagline: "Creole flavor, Gulf-fresh protein",
    description:
      "New Orleans cooking is rich, but grilled Gulf shrimp, redfish and red beans offer plenty of protein. Ordering boiled seafood or grilled fish instead of fried keeps a Creole meal lighter.",
    zips: "70112 70113 70116 70119 70130",
    streets:
      "Magazine Street; Canal Street; St. Charles Avenue; Tchoupitoulas Street; Frenchmen Street; South Carrollton Avenue; Poydras Street; Decatur Street; Esplanade Avenue; Freret Street",
    chains: "popeyes raising-canes ihop",
    numbers: [100, 3999],
    area: { box: [29.945, 29.98, -90.11, -90.065] },
  }),
  city({
    id: "salt-lake-city",
    name: "Salt Lake City",
    state: "UT",
    lat: 40.7608,
    lng: -111.891,
    tagline: "Fuel for the Wasatch",
    description:
      "Salt Lake City's outdoor lifestyle has fueled plenty of fresh-Mex, salad and bowl restaurants built around grilled proteins. Hearty breakfasts are popular before a day in the nearby Wasatch mountains.",
    zips: "84101 84102 84103 84105 84111 84115",
    streets:
      "South State Street; South Main Street; East 400 South; South 700 East; East 2100 South; West North Temple; East 900 South; South 200 West; East South Temple; South West Temple",
    chains: "in-n-out del-taco carls-jr dennys",
    numbers: [100, 2499],
  }),
  city({
    id: "orlando",
    name: "Orlando",
    state: "FL",
    lat: 28.5383,
    lng: -81.3792,
    tagline: "Beyond the theme-park turkey leg",
    description:
      "Orlando is headquarters to several casual-dining chains and has restaurants everywhere around the theme parks, many with grilled fish, steak and salads. Planning ahead helps find lighter plates among the big portions.",
    zips: "32801 32803 32804 32805 32806",
    streets:
      "North Orange Avenue; East Colonial Drive; North Mills Avenue; Edgewater Drive; East Central Boulevard; South Orange Avenue; Curry Ford Road; East Washington Street; North Magnolia Avenue; Virginia Drive",
    chains: "red-lobster olive-garden longhorn-steakhouse ihop",
    numbers: [100, 3999],
  }),
  city({
    id: "tampa",
    name: "Tampa",
    state: "FL",
    lat: 27.9506,
    lng: -82.4572,
    tagline: "Grouper, grills and Cuban sandwiches",
    description:
      "Tampa is home to several seafood and steakhouse chains, and grilled grouper, shrimp and sirloin are common high-protein orders. The Cuban sandwich is the local classic, best shared if you're watching calories.",
    zips: "33602 33603 33604 33606 33607 33609",
    streets:
      "North Dale Mabry Highway; West Kennedy Boulevard; Bayshore Boulevard; South Howard Avenue; North Florida Avenue; East 7th Avenue; West Hillsborough Avenue; North Franklin Street; West Swann Avenue; North Armenia Avenue",
    chains: "outback carrabbas hooters checkers bonefish-grill",
    numbers: [100, 4999],
    area: { box: [27.94, 27.99, -82.5, -82.455] },
  }),
  city({
    id: "st-louis",
    name: "St. Louis",
    state: "MO",
    lat: 38.627,
    lng: -90.1994,
    tagline: "Panera's hometown and The Hill",
    description:
      "St. Louis is the hometown of Panera Bread, and its cafes, Italian restaurants on The Hill and barbecue joints offer plenty of protein-forward choices. Soups, salads and grilled chicken are easy to find for a lighter lunch.",
    zips: "63101 63103 63104 63106 63108 63110",
    streets:
      "Washington Avenue; South Grand Boulevard; North Euclid Avenue; South Kingshighway Boulevard; Delmar Boulevard; Manchester Avenue; Olive Street; Locust Street; Lafayette Avenue; Market Street",
    chains: "panera-bread steak-n-shake white-castle hardees",
    numbers: [100, 4999],
    area: { box: [38.6, 38.65, -90.26, -90.2] },
  }),
  city({
    id: "pittsburgh",
    name: "Pittsburgh",
    state: "PA",
    lat: 40.4406,
    lng: -79.9959,
    tagline: "Three rivers, plenty of protein",
    description:
      "Pittsburgh's hearty food culture includes pierogies and sandwiches topped with fries, but diners and cafes across the city also serve egg breakfasts, grilled chicken and salads. The Strip District is a great stop for fresh produce and lean meats.",
    zips: "15201 15206 15213 15219 15222 15232",
    streets:
      "Forbes Avenue; Penn Avenue; Liberty Avenue; East Carson Street; Walnut Street; Smallman Street; Butler Street; Fifth Avenue; Baum Boulevard; Centre Avenue",
    chains: "bob-evans dunkin dennys",
    numbers: [100, 5999],
    area: { box: [40.435, 40.465, -79.99, -79.93] },
  }),
  city({
    id: "raleigh",
    name: "Raleigh",
    state: "NC",
    lat: 35.7796,
    lng: -78.6382,
    tagline: "Barbecue and farm-fresh sides",
    description:
      "Raleigh mixes eastern North Carolina barbecue with farm-to-table restaurants, and smoked chicken or pork pairs well with vegetable sides. The State Farmers Market supplies seasonal produce to many local kitchens.",
    zips: "27601 27603 27604 27605 27607 27608",
    streets:
      "Glenwood Avenue; Hillsborough Street; Fayetteville Street; Capital Boulevard; Wake Forest Road; New Bern Avenue; North Person Street; Six Forks Road; Oberlin Road; West Peace Street",
    chains: "golden-corral bojangles waffle-house cracker-barrel",
    numbers: [100, 3999],
  }),
  city({
    id: "sacramento",
    name: "Sacramento",
    state: "CA",
    lat: 38.5816,
    lng: -121.4944,
    tagline: "America's Farm-to-Fork Capital",
    description:
      "Sacramento calls itself America's Farm-to-Fork Capital, and restaurants across the city build menus around Central Valley produce and local meats. Salads, grilled proteins and vegetable-forward plates are easy to find.",
    zips: "95811 95814 95816 95817 95818 95819",
    streets:
      "J Street; K Street; Broadway; Folsom Boulevard; Freeport Boulevard; Capitol Avenue; L Street; 16th Street; Alhambra Boulevard; Stockton Boulevard",
    chains: "in-n-out round-table jack-in-the-box el-pollo-loco",
    numbers: [100, 3999],
    area: { box: [38.55, 38.6, -121.5, -121.44] },
  }),
  city({
    id: "louisville",
    name: "Louisville",
    state: "KY",
    lat: 38.2527,
    lng: -85.7585,
    tagline: "Hot Browns and lighter plates",
    description:
      "Louisville is famous for the Hot Brown and bourbon-friendly Southern cooking, but grilled chicken, catfish and salads are on many menus too. Bardstown Road and Frankfort Avenue are lined with independent spots serving lighter plates.",
    zips: "40202 40203 40204 40205 40206 40208",
    streets:
      "Bardstown Road; Frankfort Avenue; West Main Street; Baxter Avenue; West Broadway; South 4th Street; East Market Street; Eastern Parkway; Brownsboro Road; South Preston Street",
    chains: "kfc papa-johns long-john-silvers chick-fil-a",
    numbers: [100, 3999],
    area: { box: [38.21, 38.255, -85.78, -85.7] },
  }),
  city({
    id: "oklahoma-city",
    name: "Oklahoma City",
    state: "OK",
    lat: 35.4676,
    lng: -97.5164,
    tagline: "Steaks, drive-ins and big breakfasts",
    description:
      "Oklahoma City's steakhouse and diner culture makes it easy to find grilled steak, chicken and egg breakfasts. Midtown and the Plaza District add cafes with salads and bowls.",
    zips: "73102 73103 73104 73106 73107 73118",
    streets:
      "North Classen Boulevard; NW 23rd Street; North Western Avenue; North May Avenue; North Robinson Avenue; North Walker Avenue; West Reno Avenue; North Hudson Avenue; NW 10th Street; North Broadway Avenue",
    chains: "sonic whataburger cheddars taco-bell",
    numbers: [100, 3999],
  }),
];
