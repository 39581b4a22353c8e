"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Loader2, Search } from "lucide-react";
import { useHomeSearch } from "@/components/search/home-search-provider";
import { useCityAutocomplete } from "@/components/search/use-city-autocomplete";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { CityOption } from "@/lib/cities/schema";
import { clsx } from "clsx";
import { HOME_SEARCH_PARAM } from "@/lib/search/constants";
import { PATHS } from "@/lib/pages/paths";

/**
 * The hero's search box: a combobox of cities by prefix (arrow keys, Enter, Escape) with a Search button. It is a
 * plain GET form to the search page first, which answers it before JavaScript runs; once hydrated it searches in
 * place. Text typed before hydration is kept and acted on.
 */
export function SearchForm() {
  const { query, setQuery, loading, selectCity, submit } = useHomeSearch();
  const input = useRef<HTMLInputElement>(null);
  const [typing, setTyping] = useState(false);

  useEffect(() => {
    // What was typed before the scripts ran is in the box, not in the state: take it over, and suggest cities.
    const typed = input.current?.value ?? "";
    if (typed === query) return;
    // The DOM can only be read after hydration, so this state is set here on purpose.
    setQuery(typed);
    setTyping(true);
    // Once, for what hydration found in the box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const cities = useCityAutocomplete(query, typing);
  const open = !dismissed && cities.length > 0;
  const id = useId();
  const listId = `${id}-cities`;
  const optionId = (index: number) => `${id}-city-${index}`;

  function choose(city: CityOption) {
    setTyping(false);
    setActive(-1);
    void selectCity(city);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") {
      if (open) event.preventDefault();
      setDismissed(true);
      setActive(-1);
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (cities.length === 0) return;
      event.preventDefault();
      setDismissed(false);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + cities.length) % cities.length);
    } else if (event.key === "Enter" && open && active >= 0 && cities[active]) {
      event.preventDefault();
      choose(cities[active]);
    }
  }

  return (
    <form
      role="search"
      method="get"
      action={PATHS.search}
      className="relative mx-auto flex w-full max-w-2xl gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setTyping(false);
        // What is in the box, not the state: text typed while the page hydrated is in the box before the effect
        // above has taken it over, and a submit in that moment must search for it.
        const typed = input.current?.value ?? query;
        if (typed !== query) setQuery(typed);
        void submit(typed);
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        Search for restaurants by city or zip code
      </label>
      <div className="relative flex-1">
        <Input
          ref={input}
          id={`${id}-input`}
          name={HOME_SEARCH_PARAM}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          placeholder="Enter a city or zip code..."
          className="h-12 bg-card text-base"
          value={query}
          disabled={loading}
          onChange={(event) => {
            setQuery(event.target.value);
            setTyping(true);
            setDismissed(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setDismissed(true)}
          onFocus={() => setDismissed(false)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Matching cities"
          hidden={!open}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-60 overflow-y-auto rounded-md border bg-popover py-1 text-left text-popover-foreground shadow-lg"
        >
          {cities.map((city, index) => (
            <li
              key={city.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={clsx(
                "cursor-pointer px-3 py-2",
                index === active ? "bg-accent text-accent-foreground" : "hover:bg-accent",
              )}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(city)}
            >
              {city.name}, {city.state}
            </li>
          ))}
        </ul>
      </div>
      <Button type="submit" size="lg" className="h-12" disabled={loading} aria-label="Search">
        {loading ? <Loader2 aria-hidden className="animate-spin" /> : <Search aria-hidden />}
        <span className="hidden sm:inline">Search</span>
      </Button>
      <p aria-live="polite" className="sr-only">
        {open
          ? `${cities.length} ${cities.length === 1 ? "city" : "cities"} found, use the arrow keys to choose`
          : ""}
      </p>
    </form>
  );
}
