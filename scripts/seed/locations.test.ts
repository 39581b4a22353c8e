import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { cityKey, cleanCityName, displayAddress } from "../../lib/cities/place-names";
import { loadLocations } from "./locations";

const HEADER = "restaurant,source_key,address,city,state,lat,lon";
const CHAINS = new Set(["Dairy Queen", "Five Guys", "Zaxby's", "Subway", "Wendy's"]);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "seed-locations-"));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

let fileCount = 0;
/** Writes the rows (CSV lines without the header) to a gzip file and returns its path. */
function csvGz(lines: string[]): string {
  const file = path.join(dir, `locations-${++fileCount}.csv.gz`);
  writeFileSync(file, gzipSync(`${[HEADER, ...lines].join("\n")}\n`));
  return file;
}

function load(lines: string[], fixedCities: Parameters<typeof loadLocations>[1]["fixedCities"] = []) {
  return loadLocations(csvGz(lines), { chains: CHAINS, fixedCities });
}

describe("loadLocations on hand-written rows", () => {
  it("drops other chains, test rows, unusable coordinates and points outside their state", () => {
    const { locations, report } = load([
      "Dairy Queen,dairy_queen,1 Nicollet Mall,Minneapolis,MN,44.9778,-93.2650",
      "Big Boy/Frisch's Big Boy,big_boy,2 Nicollet Mall,Minneapolis,MN,44.9778,-93.2650",
      "Zaxby's,zaxbys,3211 Providence Drive (TEST LOCATION),Anchorage,AK,61.19,-149.82",
      "Subway,subway,5 Nicollet Mall,Minneapolis,MN,,",
      "Subway,subway,6 Nicollet Mall,Minneapolis,MN,north,-93.2650",
      "Dairy Queen,dairy_queen,7505 Metro Blvd,Minneapolis,MN,-33.937663,18.310089",
      "Five Guys,five_guys,198 Maine Mall Rd,South Portland,ME,85.051129,-180",
    ]);
    expect(locations.map((l) => l.address)).toEqual(["1 Nicollet Mall"]);
    expect(report).toMatchObject({
      rowsRead: 7,
      droppedOtherChain: 1,
      droppedTestRow: 1,
      droppedNoCoordinates: 2,
      droppedOutsideState: 2,
      kept: 1,
    });
  });

  it("strips a trailing state from a city and title-cases ALL CAPS addresses", () => {
    const { cities, locations } = load([
      'Wendy\'s,wendys,2183 W COLUMBIA AVE,"Battle Creek, Mi",MI,42.2969,-85.2357',
      "Wendy's,wendys,100 US HWY 41 N,Battle Creek,MI,42.3212,-85.1797",
      "Wendy's,wendys,2201 W 22ND ST SE,Battle Creek,MI,42.3100,-85.2000",
      "Wendy's,wendys,5 MCDONALD RD,Battle Creek,MI,42.3000,-85.2100",
      "Subway,subway,  12  Capital Ave   NE ,Battle Creek,MI,42.3200,-85.1800",
    ]);
    expect(cities.map((c) => [c.id, c.name, c.locationCount])).toEqual([
      ["battle-creek-mi", "Battle Creek", 5],
    ]);
    expect(locations.map((l) => l.address)).toEqual([
      "12 Capital Ave NE",
      "100 US Hwy 41 N",
      "2183 W Columbia Ave",
      "2201 W 22nd St SE",
      "5 McDonald Rd",
    ]);
  });

  it("keeps the first of a chain's rows with the same address in the same city", () => {
    const { locations, report } = load([
      "Subway,subway,123 Main St.,Springfield,MO,37.2090,-93.2923",
      "Subway,subway,123 MAIN ST,Springfield,MO,37.2091,-93.2924",
      "Wendy's,wendys,123 Main St,Springfield,MO,37.2090,-93.2923",
      "Subway,subway,123 Main St,Joplin,MO,37.0842,-94.5133",
    ]);
    expect(report.droppedDuplicateAddress).toBe(1);
    expect(report.sameChainCoordinates).toBe(0);
    const subwaySpringfield = locations.filter((l) => l.chain === "Subway" && l.cityId === "springfield-mo");
    expect(subwaySpringfield).toEqual([
      expect.objectContaining({ address: "123 Main St.", latitude: 37.209 }),
    ]);
    expect(locations).toHaveLength(3);
  });

  it("counts a chain's repeated coordinates without dropping them", () => {
    const { locations, report } = load([
      "Subway,subway,1 Market St,St. Louis,MO,38.6270,-90.1994",
      "Subway,subway,1 Market St Food Court,St. Louis,MO,38.6270,-90.1994",
    ]);
    expect(locations).toHaveLength(2);
    expect(report.sameChainCoordinates).toBe(1);
  });

  it("makes one city of the spellings of one name in a state, named by its most common spelling", () => {
    const { cities, locations } = load([
      "Subway,subway,1 Market St,Saint Louis,MO,38.6270,-90.1994",
      "Subway,subway,2 Market St,St. Louis,MO,38.6280,-90.1990",
      "Subway,subway,3 Market St,ST LOUIS,MO,38.6290,-90.1980",
      "Wendy's,wendys,4 Market St,St. Louis,MO,38.6300,-90.1970",
      "Wendy's,wendys,5 Collinsville Rd,St. Louis,IL,38.6300,-90.1600",
    ]);
    expect(cities.map((c) => [c.id, c.name, c.state, c.locationCount])).toEqual([
      ["st-louis-il", "St. Louis", "IL", 1],
      ["st-louis-mo", "St. Louis", "MO", 4],
    ]);
    // The city's position is the median of its locations'.
    expect(cities[1]).toMatchObject({ latitude: 38.6285, longitude: -90.1985 });
    expect(new Set(locations.map((l) => l.cityId))).toEqual(new Set(["st-louis-il", "st-louis-mo"]));
  });

  it("keeps a fixed city's id, name and position, and suffixes an id another city already has", () => {
    const fixed = [
      { id: "st-louis", name: "Saint Louis", state: "MO", latitude: 38.6, longitude: -90.2 },
      // A fixed city of another name whose id is the one a new city would get.
      { id: "dayton-oh", name: "Dayton Metro", state: "OH", latitude: 39.8, longitude: -84.2 },
    ];
    const { cities, locations, report } = load(
      [
        "Subway,subway,1 Market St,St. Louis,MO,38.6270,-90.1994",
        "Subway,subway,1 Main St,Dayton,OH,39.7589,-84.1916",
        "Subway,subway,2 Main St,Dayton,OH,39.7590,-84.1917",
      ],
      fixed,
    );
    expect(cities).toEqual([
      {
        id: "dayton-oh-2",
        name: "Dayton",
        state: "OH",
        latitude: 39.75895,
        longitude: -84.19165,
        locationCount: 2,
      },
      {
        id: "st-louis",
        name: "Saint Louis",
        state: "MO",
        latitude: 38.6,
        longitude: -90.2,
        locationCount: 1,
      },
    ]);
    expect(locations.map((l) => l.cityId)).toEqual(["dayton-oh-2", "dayton-oh-2", "st-louis"]);
    expect(report).toMatchObject({
      fixedCitiesMatched: 1,
      fixedCitiesWithoutLocations: 1,
      cityIdSuffixed: 1,
    });
  });

  it("names an empty city after the nearest ZIP centre of the state, or drops the row", () => {
    const { cities, locations, report } = load([
      "Subway,subway,2727 Craig Road,,WI,44.790614,-91.518625",
      // In Lake Michigan, more than 15 km from every Wisconsin ZIP centre.
      "Subway,subway,1 Lake View,,WI,43.5,-87.2",
    ]);
    expect(cities.map((c) => [c.id, c.name])).toEqual([["eau-claire-wi", "Eau Claire"]]);
    expect(locations).toHaveLength(1);
    expect(report).toMatchObject({ cityFromNearestZip: 1, droppedNoCity: 1, kept: 1 });
  });

  it("gives each location the nearest ZIP within 20 km", () => {
    const { locations, report } = load([
      "Subway,subway,1 Nicollet Mall,Minneapolis,MN,44.9778,-93.2650",
      // Lake Superior, inside Minnesota's box but far from every ZIP centre.
      "Subway,subway,1 Lake View,Grand Marais,MN,47.4,-89.9",
    ]);
    const byAddress = Object.fromEntries(locations.map((l) => [l.address, l.zip]));
    expect(byAddress["1 Nicollet Mall"]).toMatch(/^554\d\d$/);
    expect(byAddress["1 Lake View"]).toBeNull();
    expect(report.zipNone).toBe(1);
  });

  it("returns the same, sorted output for the same input", () => {
    const lines = [
      "Wendy's,wendys,9 Elm St,Joplin,MO,37.0842,-94.5133",
      "Subway,subway,1 Elm St,Joplin,MO,37.0843,-94.5134",
      "Subway,subway,1 Oak St,Aurora,MO,36.9709,-93.7177",
    ];
    const first = load(lines);
    expect(load(lines)).toEqual(first);
    expect(first.locations.map((l) => `${l.cityId} ${l.chain} ${l.address}`)).toEqual([
      "aurora-mo Subway 1 Oak St",
      "joplin-mo Subway 1 Elm St",
      "joplin-mo Wendy's 9 Elm St",
    ]);
  });
});

describe("name and address normalisation", () => {
  it("cleans city names", () => {
    expect(cleanCityName("Battle Creek, Mi", "MI")).toBe("Battle Creek");
    expect(cleanCityName("Johnstown, Colorado 80534", "CO")).toBe("Johnstown");
    expect(cleanCityName("Atlanta,", "GA")).toBe("Atlanta");
    expect(cleanCityName("  NEW   PORT RICHEY ", "FL")).toBe("New Port Richey");
    expect(cleanCityName("MCALLEN", "TX")).toBe("McAllen");
    expect(cleanCityName("KING OF PRUSSIA", "PA")).toBe("King of Prussia");
    expect(cleanCityName("o'fallon", "MO")).toBe("O'Fallon");
    expect(cleanCityName("DeKalb", "IL")).toBe("DeKalb");
    expect(cleanCityName("Lee'S Summit", "MO")).toBe("Lee's Summit");
    expect(cleanCityName("KIng of Prussia", "PA")).toBe("King of Prussia");
    expect(cleanCityName("TN", "TN")).toBe("");
    expect(cleanCityName("S.E.", "NC")).toBe("");
  });

  it("unifies spellings of one name", () => {
    expect(cityKey("Saint Louis")).toBe(cityKey("St. Louis"));
    expect(cityKey("Mount Pleasant")).toBe(cityKey("Mt. Pleasant"));
    expect(cityKey("Fort Myers")).toBe(cityKey("Ft Myers"));
    expect(cityKey("Commerce Twp")).toBe(cityKey("Commerce Township"));
    expect(cityKey("De Soto")).toBe(cityKey("DeSoto"));
    expect(cityKey("St. Louis")).not.toBe(cityKey("St. Louis Park"));
  });

  it("title-cases ALL CAPS addresses only", () => {
    expect(displayAddress("10081 THIRD AVE I-110")).toBe("10081 Third Ave I-110");
    expect(displayAddress("1075 FM 802")).toBe("1075 FM 802");
    expect(displayAddress("1 S MAIN ST, STE 3RD FLOOR")).toBe("1 S Main St, Ste 3rd Floor");
    expect(displayAddress("1027 Ne Rice Rd")).toBe("1027 Ne Rice Rd");
  });
});

describe("loadLocations on the vendored file", () => {
  it("keeps a plausible number of locations and cities", () => {
    const file = path.join(__dirname, "data", "chain-locations.csv.gz");
    const rows = parse(gunzipSync(readFileSync(file)), { columns: true }) as { restaurant: string }[];
    // Every chain but Big Boy, whose locations are another company's than its menu's.
    const chains = new Set(rows.map((row) => row.restaurant).filter((name) => !name.startsWith("Big Boy")));
    const seedCities = JSON.parse(readFileSync(path.join(__dirname, "data", "cities.json"), "utf8")) as {
      id: string;
      name: string;
      state: string;
      lat: number;
      lng: number;
    }[];
    const fixedCities = seedCities.map((c) => ({
      id: c.id,
      name: c.name,
      state: c.state,
      latitude: c.lat,
      longitude: c.lng,
    }));
    const { cities, locations, report } = loadLocations(file, { chains, fixedCities });
    expect(report.kept).toBe(locations.length);
    expect(locations.length).toBeGreaterThanOrEqual(150_000);
    expect(locations.length).toBeLessThanOrEqual(160_957);
    expect(cities.length).toBeGreaterThanOrEqual(10_000);
    expect(cities.length).toBeLessThanOrEqual(11_700);
    const houston = cities.find((c) => c.name === "Houston" && c.state === "TX");
    expect(houston?.locationCount).toBeGreaterThan(1000);
    expect(new Set(cities.map((c) => c.id)).size).toBe(cities.length);
    expect(cities.reduce((sum, c) => sum + c.locationCount, 0)).toBe(locations.length);
  }, 120_000);
});
