-- US ZIP codes with the coordinates of their centre, for the radius search of the home page and the macro
-- calculator: a ZIP search lists restaurants within 25 miles of the ZIP's centre, nearest first. The rows are
-- loaded by the next migration, generated from the zipcodes npm package (scripts/zip/build-zip-codes.ts).

create table public.zip_codes (
  zip text primary key check (zip ~ '^[0-9]{5}$'),
  city text not null,
  state text not null,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180)
);
comment on table public.zip_codes is 'US ZIP codes and their centres, for searching restaurants near a ZIP.';
-- The nearest ZIP centre to a position (nearest_zip_code) reads a band of latitude.
create index zip_codes_latitude_idx on public.zip_codes (latitude);

alter table public.zip_codes enable row level security;
revoke all on public.zip_codes from anon, authenticated;
grant select on public.zip_codes to anon, authenticated;
create policy "zip codes are public" on public.zip_codes for select to anon, authenticated using (true);

create or replace function public.miles_between(
  lat1 double precision, lon1 double precision, lat2 double precision, lon2 double precision
)
returns double precision
language sql
immutable
parallel safe
as $$
  -- Haversine on a sphere of the Earth's mean radius, 3958.8 miles.
  select 2 * 3958.8 * asin(sqrt(
    power(sin(radians(lat2 - lat1) / 2), 2)
    + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lon2 - lon1) / 2), 2)
  ))
$$;
comment on function public.miles_between(double precision, double precision, double precision, double precision) is
  'Internal: great-circle distance in miles between two points.';
