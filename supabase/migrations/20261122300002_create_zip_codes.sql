-- US ZIP codes with the coordinates of their centre, and the radius search of the home page: a ZIP search
-- lists restaurants within 25 miles of the ZIP's centre, nearest first. The rows are loaded by the next
-- migration, generated from the zipcodes npm package (scripts/zip/build-zip-codes.ts).

create table public.zip_codes (
  zip text primary key check (zip ~ '^[0-9]{5}$'),
  city text not null,
  state text not null,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180)
);
comment on table public.zip_codes is 'US ZIP codes and their centres, for searching restaurants near a ZIP.';

alter table public.zip_codes enable row level security;
revoke all on public.zip_codes from anon, authenticated;
grant select on public.zip_codes to anon, authenticated;
create policy "zip codes are public" on public.zip_codes for select to anon, authenticated using (true);

-- The radius search first keeps restaurants inside the bounding box of the circle, through this index.
create index restaurants_location_idx on public.restaurants using gist (point(longitude, latitude))
  where latitude is not null and longitude is not null;

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

create or replace function public.list_restaurants_near_zip(
  zip_param text,
  radius_miles double precision default 25,
  result_limit integer default 100
)
returns jsonb
language sql
stable
as $$
  with origin as (
    select z.latitude, z.longitude,
      radius_miles / 69.0 as lat_span,
      radius_miles / (69.0 * greatest(cos(radians(z.latitude)), 0.01)) as lon_span
    from public.zip_codes z
    where z.zip = left(btrim(zip_param), 5)
  ),
  near as (
    select r.id, public.miles_between(o.latitude, o.longitude, r.latitude, r.longitude) as distance
    from public.restaurants r, origin o
    where r.latitude is not null and r.longitude is not null
      and point(r.longitude, r.latitude) <@ box(
        point(o.longitude - o.lon_span, o.latitude - o.lat_span),
        point(o.longitude + o.lon_span, o.latitude + o.lat_span))
  ),
  -- Restaurants without coordinates are found by the ZIP in their address, after the located ones.
  unlocated as (
    select r.id, null::double precision as distance
    from public.restaurants r
    where (r.latitude is null or r.longitude is null)
      and r.address ~ ('\m' || left(btrim(zip_param), 5) || '\M')
  ),
  found as (
    select n.id, n.distance from near n where n.distance <= radius_miles
    union all
    select u.id, u.distance from unlocated u
  ),
  page as (
    select f.id, f.distance, r.name from found f join public.restaurants r on r.id = f.id
    order by f.distance nulls last, r.name, r.id
    limit greatest(least(result_limit, 100), 0)
  )
  select coalesce(jsonb_agg(public.restaurant_json(r) || jsonb_build_object(
    'distance_miles', round(p.distance::numeric, 1)
  ) order by p.distance nulls last, p.name, p.id), '[]'::jsonb)
  from page p
  join public.restaurants r on r.id = p.id
$$;
comment on function public.list_restaurants_near_zip(text, double precision, integer) is
  'Anyone. Restaurants with meals within radius_miles of a US ZIP code''s centre, nearest first, each with '
  'distance_miles (null for one found by the ZIP in its address, listed last); [] for an unknown ZIP.';

create or replace function public.search_restaurants(search_term text)
returns jsonb
language plpgsql
stable
as $$
declare
  term text := btrim(coalesce(search_term, ''));
  found jsonb;
begin
  if term = '' then
    return jsonb_build_object('label', null, 'restaurants', '[]'::jsonb);
  end if;
  if term ~ '^[0-9]{5}(-[0-9]{4})?$' then
    return jsonb_build_object('label', 'restaurants near ' || term,
      'restaurants', public.list_restaurants_near_zip(term));
  end if;
  select coalesce(jsonb_agg(public.restaurant_json(x.r) order by x.city_name, (x.r).name), '[]'::jsonb) into found
  from (
    select rr as r, c.name as city_name
    from public.restaurants rr
    join public.cities c on c.id = rr.city_id
    where lower(c.name) = lower(term)
       or lower(c.name || ', ' || c.state) = lower(term)
    order by c.name, rr.name
    limit 100
  ) x;
  return jsonb_build_object(
    'label', coalesce(found -> 0 ->> 'city', term),
    'restaurants', found
  );
end
$$;
comment on function public.search_restaurants(text) is
  'Anyone. Restaurants with meals for a city name (or ''City, ST'') or a ZIP code, with a label: the first '
  'result''s city, or ''restaurants near {zip}'' (within 25 miles, nearest first). At most 100.';

revoke execute on function public.miles_between(double precision, double precision, double precision, double precision),
  public.list_restaurants_near_zip(text, double precision, integer)
  from public, anon, authenticated, service_role;
grant execute on function public.list_restaurants_near_zip(text, double precision, integer)
  to anon, authenticated, service_role;
-- Evaluated inside the invoker function above, so the same roles need it.
grant execute on function public.miles_between(double precision, double precision, double precision, double precision)
  to anon, authenticated, service_role;
