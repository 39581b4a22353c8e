/** What a row's source lets others do with it, said on every row the public API and the bulk files give. */
export type Licence = {
  /** An SPDX identifier where the source grants one ('MIT', 'CC0-1.0'), else what its terms are. */
  licence: string;
  licence_url: string | null;
  /** Whether the source grants reuse, so the row may go into a bulk file. */
  reusable: boolean;
};

export const FOODNOMS_LICENCE: Licence = {
  licence: "MIT",
  licence_url: "https://github.com/ryanashcraft/restaurant-nutrition-data/blob/main/LICENSE",
  reusable: true,
};
export const ALL_THE_PLACES_LICENCE: Licence = {
  licence: "CC0-1.0",
  licence_url: "https://creativecommons.org/publicdomain/zero/1.0/",
  reusable: true,
};
export const MENUSTAT_LICENCE: Licence = {
  licence: "No stated licence; terms as published by MenuStat",
  licence_url: "https://www.menustat.org",
  reusable: false,
};
const UNSTATED_LICENCE: Licence = { licence: "No stated licence", licence_url: null, reusable: false };

/**
 * The licence of a row from its source: FoodNoms' menus (the chains' own documents typed in, MIT), All the Places'
 * locations (CC0), MenuStat 2022 (no stated licence: its terms as published); any other source states none.
 */
export function licenceOf(source: string | null, sourceUrl: string | null): Licence {
  const name = source ?? "";
  const url = sourceUrl ?? "";
  if (/via FoodNoms\b/.test(name) || url.includes("github.com/ryanashcraft/restaurant-nutrition-data"))
    return FOODNOMS_LICENCE;
  if (name === "All the Places" || /^https?:\/\/(www\.)?alltheplaces\.xyz/.test(url))
    return ALL_THE_PLACES_LICENCE;
  if (name === "MenuStat" || /^https?:\/\/(www\.)?menustat\.org/.test(url)) return MENUSTAT_LICENCE;
  return UNSTATED_LICENCE;
}

/** A row with its licence beside its source: `licence` and `licence_url` added. */
export function withLicence<T extends { source: string | null; source_url: string | null }>(row: T) {
  const { licence, licence_url } = licenceOf(row.source, row.source_url);
  return { ...row, licence, licence_url };
}
