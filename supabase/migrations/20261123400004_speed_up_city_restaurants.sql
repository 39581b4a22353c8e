-- A city page's restaurants with all their meals (600 on a big city page, about 380 KB of JSON now that each meal
-- names its source) were spent mostly re-encoding the stored menus: a jsonb value is taken apart and rebuilt by
-- every concatenation and aggregate, and written out as text at the end. Each menu is now kept as JSON text too
-- (restaurant_menus.meals_json), and list_city_restaurants joins those texts with each restaurant's fields and
-- returns json: the menus are copied, not rebuilt (measured at a million meals: a third of the time).

alter table public.restaurant_menus add column meals_json json;
comment on column public.restaurant_menus.meals_json is
  'The same menu as meals, as JSON text: copied as it is into list_city_restaurants'' answer.';
update public.restaurant_menus set meals_json = meals::json;
alter table public.restaurant_menus alter column meals_json set not null;

create or replace function public.rewrite_restaurant_menus(restaurant_ids uuid[])
returns void
language sql
security definer
set search_path = ''
as $$
  -- A join, not = any (): an import's statement may touch a hundred thousand restaurants.
  delete from public.restaurant_menus where restaurant_id in (select unnest(restaurant_ids));
  insert into public.restaurant_menus (restaurant_id, meals, meals_json)
  select x.restaurant_id, x.meals, x.meals::json
  from (
    select m.restaurant_id, jsonb_agg(public.meal_json(m) order by m.name, m.id) as meals
    from public.meals m
    where m.restaurant_id in (select unnest(restaurant_ids))
      and exists (select 1 from public.restaurants r where r.id = m.restaurant_id)
    group by m.restaurant_id
  ) x;
$$;
comment on function public.rewrite_restaurant_menus(uuid[]) is
  'Internal (the meals triggers): recomputes restaurant_menus for the given restaurants; returns nothing.';
revoke execute on function public.rewrite_restaurant_menus(uuid[]) from public, anon, authenticated, service_role;

drop function public.list_city_restaurants(text);
create function public.list_city_restaurants(city_name_param text)
returns json
language sql
stable
as $$
  -- Each restaurant's fields as a JSON object with its stored menu text added as the last member.
  select ('[' || coalesce(string_agg(
      left(public.restaurant_card_json(r, c)::text, -1) || ', "meals": ' || coalesce(rm.meals_json::text, '[]') || '}',
      ', ' order by r.name, r.id), '') || ']')::json
  from public.restaurants r
  join public.cities c on c.id = r.city_id
  left join public.restaurant_menus rm on rm.restaurant_id = r.id
  where r.city_id = public.resolve_city(city_name_param)
$$;
comment on function public.list_city_restaurants(text) is
  'Anyone. Every restaurant of one city with its meals, by name (json). city_name_param: the city id (what the '
  'pages pass), ''City, ST'' or a name (see resolve_city).';
revoke execute on function public.list_city_restaurants(text) from public;
grant execute on function public.list_city_restaurants(text) to anon, authenticated, service_role;
