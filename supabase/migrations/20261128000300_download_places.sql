-- The bulk file of places (/downloads/places.csv and .json): every location with its restaurant, city, source and
-- date, read a page at a time by id (a page is one short statement however many places there are).

create or replace function public.list_download_places(after_id uuid default null, result_limit integer default 20000)
returns json
language sql stable set search_path = ''
as $$
  select coalesce(json_agg(json_build_array(p.id, p.restaurant_id, p.restaurant, p.address, p.city, p.state, p.zip,
      p.latitude, p.longitude, p.source, p.source_url, p.as_of) order by p.id), '[]'::json)
  from (
    select l.id, r.id as restaurant_id, r.name as restaurant, l.address, c.name as city, c.state, l.zip,
      l.latitude, l.longitude, l.source, l.source_url, l.as_of
    from (
      -- The page's ids first, by the primary key, then what each joins.
      select x.* from public.locations x
      where x.id > coalesce(after_id, '00000000-0000-0000-0000-000000000000'::uuid)
      order by x.id
      limit public.capped('result_limit', result_limit, 1, 20000)
    ) l
    join public.restaurants r on r.id = l.restaurant_id
    join public.cities c on c.id = l.city_id
  ) p
$$;
comment on function public.list_download_places(uuid, integer) is
  'Anyone. One page of the bulk file of places: up to result_limit (at most 20,000) locations after after_id, by id, '
  'each as [id, restaurant_id, restaurant, address, city, state, zip, latitude, longitude, source, source_url, '
  'as_of].';

grant execute on function public.list_download_places(uuid, integer) to anon, authenticated, service_role;
