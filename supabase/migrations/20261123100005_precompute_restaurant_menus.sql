-- A big city page (20 restaurants, 600 meals) spent most of its time building each meal's JSON. Each restaurant's
-- menu JSON is now kept in restaurant_menus, rewritten by statement triggers whenever meals change (an import
-- rewrites only the restaurants it touched, once per statement), and the restaurant reads use it.

create table public.restaurant_menus (
  restaurant_id uuid primary key references public.restaurants (id) on delete cascade,
  meals jsonb not null
);
comment on table public.restaurant_menus is
  'Each restaurant''s meals as the JSON array the pages show (meal_json, by name), kept by triggers on meals.';

alter table public.restaurant_menus enable row level security;
revoke all on public.restaurant_menus from anon, authenticated;
grant select on public.restaurant_menus to anon, authenticated;
create policy "menus are public" on public.restaurant_menus for select to anon, authenticated using (true);

create or replace function public.rewrite_restaurant_menus(restaurant_ids uuid[])
returns void
language sql
security definer
set search_path = ''
as $$
  -- A join, not = any (): an import's statement may touch a hundred thousand restaurants.
  delete from public.restaurant_menus where restaurant_id in (select unnest(restaurant_ids));
  insert into public.restaurant_menus (restaurant_id, meals)
  select m.restaurant_id, jsonb_agg(public.meal_json(m) order by m.name, m.id)
  from public.meals m
  where m.restaurant_id in (select unnest(restaurant_ids))
    and exists (select 1 from public.restaurants r where r.id = m.restaurant_id)
  group by m.restaurant_id;
$$;
comment on function public.rewrite_restaurant_menus(uuid[]) is
  'Internal (the meals triggers): recomputes restaurant_menus for the given restaurants; returns nothing.';
revoke execute on function public.rewrite_restaurant_menus(uuid[]) from public, anon, authenticated, service_role;

create or replace function public.meals_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform public.rewrite_restaurant_menus(array(select distinct restaurant_id from new_meals));
  elsif tg_op = 'UPDATE' then
    perform public.rewrite_restaurant_menus(array(
      select restaurant_id from new_meals union select restaurant_id from old_meals));
  else
    perform public.rewrite_restaurant_menus(array(select distinct restaurant_id from old_meals));
  end if;
  return null;
end
$$;
comment on function public.meals_changed() is 'Internal (trigger): keeps restaurant_menus in step with meals.';
revoke execute on function public.meals_changed() from public, anon, authenticated, service_role;

create trigger meals_inserted_menus after insert on public.meals
  referencing new table as new_meals for each statement execute function public.meals_changed();
create trigger meals_updated_menus after update on public.meals
  referencing old table as old_meals new table as new_meals for each statement execute function public.meals_changed();
create trigger meals_deleted_menus after delete on public.meals
  referencing old table as old_meals for each statement execute function public.meals_changed();

insert into public.restaurant_menus (restaurant_id, meals)
select m.restaurant_id, jsonb_agg(public.meal_json(m) order by m.name, m.id)
from public.meals m
group by m.restaurant_id;

create or replace function public.restaurant_json(r public.restaurants)
returns jsonb
language sql
stable
as $$
  select public.restaurant_summary_json(r) || jsonb_build_object(
    'meals', coalesce((select rm.meals from public.restaurant_menus rm where rm.restaurant_id = r.id), '[]'::jsonb)
  )
$$;

create or replace function public.list_city_restaurants(city_name_param text)
returns jsonb
language sql
stable
as $$
  select coalesce(jsonb_agg(public.restaurant_card_json(r, c) || jsonb_build_object(
      'meals', coalesce(rm.meals, '[]'::jsonb)
    ) order by r.name, r.id), '[]'::jsonb)
  from public.restaurants r
  join public.cities c on c.id = r.city_id
  left join public.restaurant_menus rm on rm.restaurant_id = r.id
  where r.city_id = public.resolve_city(city_name_param)
$$;
comment on function public.list_city_restaurants(text) is
  'Anyone. Every restaurant of one city with its meals, by name. city_name_param: the city id (what the pages '
  'pass), ''City, ST'' or a name (see resolve_city).';

-- The city pages' filtered lists pick their meals out of the same menus rather than reading every meal row.
-- Thresholds as before (docs/product.md#thresholds; mirrored in lib/nutrition/thresholds.ts).
create or replace function public.restaurants_with_meals_json(city_name_param text, meal_filter text)
returns jsonb
language sql
stable
as $$
  select coalesce(jsonb_agg(x.restaurant order by x.best_protein desc, x.name), '[]'::jsonb)
  from (
    select public.restaurant_card_json(r, c) || jsonb_build_object('meals', k.meals) as restaurant,
      k.best_protein, r.name
    from public.restaurants r
    join public.cities c on c.id = r.city_id
    join public.restaurant_menus rm on rm.restaurant_id = r.id
    cross join lateral (
      select jsonb_agg(e.meal order by (e.meal ->> 'protein_g')::numeric desc, e.meal ->> 'name', e.place) as meals,
        max((e.meal ->> 'protein_g')::numeric) as best_protein
      from jsonb_array_elements(rm.meals) with ordinality e (meal, place)
      where case meal_filter
        when 'high_protein' then (e.meal ->> 'protein_g')::numeric > 40
        when 'breakfast' then (e.meal ->> 'protein_g')::numeric > 35 and e.meal -> 'meal_types' ? 'breakfast'
        when 'lean_breakfast' then (e.meal ->> 'protein_g')::numeric > 40 and e.meal -> 'meal_types' ? 'breakfast'
          and ((e.meal ->> 'fat_g')::numeric < 15 or (e.meal ->> 'sugar_g')::numeric < 10)
        else false
      end
    ) k
    where r.city_id = public.resolve_city(city_name_param) and k.meals is not null
  ) x
$$;
comment on function public.restaurants_with_meals_json(text, text) is
  'Internal: restaurants of one city (see resolve_city) with only their meals that pass meal_filter, best '
  'protein first.';

-- The radius search reads the menus too, and takes at most 100 miles and 100 restaurants.
create or replace function public.list_restaurants_near_zip(
  zip_param text,
  radius_miles double precision default 25,
  result_limit integer default 50
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
      and public.capped('radius_miles', radius_miles::numeric, 0, 100) is not null
  ),
  near as (
    select r.id, public.miles_between(o.latitude, o.longitude, r.latitude, r.longitude) as distance
    from public.restaurants r, origin o
    where r.latitude is not null and r.longitude is not null
      and point(r.longitude, r.latitude) <@ box(
        point(o.longitude - o.lon_span, o.latitude - o.lat_span),
        point(o.longitude + o.lon_span, o.latitude + o.lat_span))
  ),
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
    limit public.capped('result_limit', result_limit, 0, 100)
  )
  select coalesce(jsonb_agg(public.restaurant_card_json(r, c) || jsonb_build_object(
    'meals', coalesce(rm.meals, '[]'::jsonb), 'distance_miles', round(p.distance::numeric, 1)
  ) order by p.distance nulls last, p.name, p.id), '[]'::jsonb)
  from page p
  join public.restaurants r on r.id = p.id
  join public.cities c on c.id = r.city_id
  left join public.restaurant_menus rm on rm.restaurant_id = r.id
$$;
comment on function public.list_restaurants_near_zip(text, double precision, integer) is
  'Anyone. Up to result_limit (default 50, at most 100) restaurants with meals within radius_miles (at most 100) of '
  'a US ZIP code''s centre, nearest first, each with distance_miles (null for one found by the ZIP in its address, '
  'listed last); [] for an unknown ZIP. Arguments past their caps raise 22023.';
