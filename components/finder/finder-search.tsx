"use client";

import { useEffect, useRef, useState, useTransition, type FormEvent, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { Loader2, Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FINDER_CITY_MAX_LENGTH, FINDER_DEBOUNCE_MS } from "@/lib/finder/constants";
import { finderPath, PATHS } from "@/lib/pages/paths";

/**
 * The city box of the finder. The page renders the results on the server from ?city=; typing updates that
 * address 500 ms after the last keystroke, and the Search button (or Enter) at once. Before JavaScript loads, the
 * form is a plain GET.
 */
export function FinderSearch({ initialCity, children }: { initialCity: string; children: ReactNode }) {
  const router = useRouter();
  const [text, setText] = useState(initialCity);
  const [pending, startTransition] = useTransition();
  const shown = useRef(initialCity);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const search = (value: string) => {
    clearTimeout(timer.current);
    const city = value.trim();
    if (city === shown.current) return;
    shown.current = city;
    startTransition(() => router.replace(finderPath(city), { scroll: false }));
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(value), FINDER_DEBOUNCE_MS);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(text);
  };

  return (
    <div className="space-y-6">
      <form action={PATHS.finder} method="get" role="search" onSubmit={onSubmit} className="flex gap-2">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="finder-city" className="sr-only">
            City
          </Label>
          <Input
            id="finder-city"
            name="city"
            value={text}
            maxLength={FINDER_CITY_MAX_LENGTH}
            onChange={(event) => onChange(event.target.value)}
            placeholder="Enter a city, e.g. Chicago"
            autoComplete="address-level2"
            className="h-11"
          />
        </div>
        <Button type="submit" className="h-11">
          <Search aria-hidden />
          Search
        </Button>
      </form>
      <div aria-live="polite" aria-busy={pending}>
        {pending ? (
          <p role="status" className="flex items-center gap-2 py-10 text-muted-foreground">
            <Loader2 aria-hidden className="size-5 animate-spin" />
            Searching for high-protein meals...
          </p>
        ) : (
          children
        )}
      </div>
    </div>
  );
}
