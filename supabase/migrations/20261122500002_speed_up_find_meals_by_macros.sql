-- find_meals_by_macros for a million meals: only the present targets become conditions (so the planner sees real
-- ranges and uses the macro index), the location joins only when given, a ZIP is an indexed column, and
-- 'City, State' also accepts a full state name (what the reverse geocoder answers).

alter table public.restaurants
  add column zip text generated always as (substring(address from '([0-9]{5})(?:-[0-9]{4})?\s*$')) stored;
comment on column public.restaurants.zip is 'The five-digit ZIP code that ends the address, for ZIP searches.';
create index restaurants_zip_idx on public.restaurants (zip) where zip is not null;
create index cities_name_lower_idx on public.cities (lower(name));

-- Protein leads (the calculator's main target); the other macros are checked inside the index, and id and name are
-- included so that matching, counting and ranking read only the index (an index-only scan), never the table.
create index meals_macros_idx on public.meals (protein_g, calories_kcal, carbs_g, fat_g, sugar_g) include (id, name);
create index meals_calories_macros_idx on public.meals (calories_kcal, carbs_g, fat_g, sugar_g)
  include (protein_g, id, name);

create or replace function public.find_meals_by_macros(
  protein_target numeric default null,
  carbs_target numeric default null,
  fat_target numeric default null,
  calories_target numeric default null,
  sugar_max numeric default null,
  location_param text default null,
  result_limit integer default 24,
  result_offset integer default 0
)
returns jsonb
language plpgsql
stable
as $$
declare
  loc text := nullif(btrim(coalesce(location_param, '')), '');
  loc_city text;
  loc_state text;
  loc_zip text;
  targets numeric[] := array[protein_target, carbs_target, fat_target, calories_target];
  columns text[] := array['protein_g', 'carbs_g', 'fat_g', 'calories_kcal'];
  conditions text[] := array['true'];
  distance text[] := array['0'];
  joins text := '';
  located boolean;
  result jsonb;
begin
  -- With a location, the few meals of its restaurants are the cheapest start; the planner underestimates how many
  -- meals a macro range holds (it multiplies the ranges as if independent), so '+ 0' keeps it off the macro indexes.
  located := loc is not null;
  for i in 1 .. 4 loop
    if targets[i] is not null then
      -- Inclusive bounds: T × 0.75 ≤ value ≤ T × 1.25 (docs/product.md#macro-matching).
      conditions := conditions || format(case when located then '(m.%I + 0) between $%s * 0.75 and $%s * 1.25'
        else 'm.%I between $%s * 0.75 and $%s * 1.25' end, columns[i], i, i);
      -- Closeness: the relative distance from each present target, summed (0 = exact).
      distance := distance || format('coalesce(abs(m.%I - $%s) / nullif($%s, 0), 0)', columns[i], i, i);
    end if;
  end loop;
  if sugar_max is not null then
    conditions := conditions || (case when located then '(m.sugar_g + 0) <= $5' else 'm.sugar_g <= $5' end);
  end if;
  if loc ~ '^[0-9]{5}(-[0-9]{4})?$' then
    loc_zip := left(loc, 5);
    joins := ' join public.restaurants r on r.id = m.restaurant_id';
    conditions := conditions || 'r.zip = $8'::text;
  elsif loc is not null then
    loc_city := btrim(split_part(loc, ',', 1));
    loc_state := nullif(btrim(substr(loc, length(split_part(loc, ',', 1)) + 2)), '');
    joins := ' join public.restaurants r on r.id = m.restaurant_id join public.cities c on c.id = r.city_id';
    conditions := conditions || 'lower(c.name) = lower($6)'::text;
    -- A two-letter state must match; a full state name is not stored, so the city name decides.
    if loc_state ~ '^[A-Za-z]{2}$' then
      conditions := conditions || 'upper(c.state) = upper($7)'::text;
    end if;
  end if;

  execute format(
    'with matches as materialized (
       select m.id, m.name, %s as distance
       from public.meals m%s
       where %s
     ),
     page as (
       select * from matches order by distance, name, id limit $9 offset $10
     )
     select jsonb_build_object(
       ''total'', (select count(*) from matches),
       ''meals'', coalesce((
         select jsonb_agg(public.meal_json(m) || jsonb_build_object(
           ''restaurant'', jsonb_build_object(''name'', r.name, ''city'', c.name, ''address'', r.address)
         ) order by p.distance, p.name, p.id)
         from page p
         join public.meals m on m.id = p.id
         join public.restaurants r on r.id = m.restaurant_id
         join public.cities c on c.id = r.city_id
       ), ''[]''::jsonb)
     )',
    array_to_string(distance, ' + '), joins, array_to_string(conditions, ' and ')
  )
  into result
  using protein_target, carbs_target, fat_target, calories_target, sugar_max, loc_city, loc_state, loc_zip,
    greatest(least(coalesce(result_limit, 24), 100), 0), greatest(coalesce(result_offset, 0), 0);
  return result;
end
$$;
comment on function public.find_meals_by_macros(numeric, numeric, numeric, numeric, numeric, text, integer, integer) is
  'Anyone. Meals within ±25% of each present protein/carbs/fat/calories target and at most sugar_max sugar, '
  'optionally in one city (''City'' or ''City, ST'') or ZIP, closest first, one page of at most 100: '
  '{total, meals[] with restaurant {name, city, address}}.';
