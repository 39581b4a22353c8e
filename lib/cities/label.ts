/**
 * How a page names a city: "{name}", or "{name}, {state}" when another city has the same name (Springfield, MO and
 * IL; get_city's shared_name), so that two such cities never look alike.
 */
export const cityLabel = (city: { name: string; state: string; shared_name?: boolean }) =>
  city.shared_name ? `${city.name}, ${city.state}` : city.name;
