-- The macro calculator at a million meals: a four-dimensional index over the macros finds the closest meals
-- first instead of ranking every match, the count stops at 1,000 ("1,000+ meals"), a ZIP means restaurants within
-- 25 miles of its centre, and the arguments a caller can pass are capped (a clear error, SQLSTATE 22023).
--
-- Why logarithms: a meal matches a target T when T × 0.75 ≤ value ≤ T × 1.25, and closeness is the sum of the
-- relative distances |value - T| / T. On ln(value) every target's window has the same width whatever T is, so
-- nearest-first order by the largest ln distance (cube's Chebyshev <=> on a GiST index) walks out from the targets
-- evenly in every macro. A meal whose summed closeness is d lies within ln distance -ln(1 - d) in every macro, so
-- once the walk has passed that distance for the page's last meal, no meal further out can rank before it. The
-- final order is computed on the exact numeric values: the index only decides which meals to look at.

create extension if not exists cube with schema extensions;

create or replace function public.macro_log(value numeric)
returns double precision
language sql
immutable
parallel safe
as $$
  -- 0 (and anything below a billionth) shares one floor value; ln(0) does not exist.
  select ln(greatest(value, 1e-9)::double precision)
$$;
comment on function public.macro_log(numeric) is 'Internal: ln of a macro value for the macro index (0 -> ln 1e-9).';

create or replace function public.macro_point(protein text, carbs text, fat text, calories text)
returns extensions.cube
language sql
immutable
parallel safe
as $$
  select extensions.cube(array[
    public.macro_log(public.macro_number(protein)), public.macro_log(public.macro_number(carbs)),
    public.macro_log(public.macro_number(fat)), public.macro_log(public.macro_number(calories))
  ])
$$;
comment on function public.macro_point(text, text, text, text) is
  'Internal: a meal''s protein, carbs, fat and calories as a point in ln space, for meals_macro_point_idx.';

alter table public.meals
  add column macro_point extensions.cube generated always as (public.macro_point(protein, carbs, fat, calories)) stored;
comment on column public.meals.macro_point is 'ln of protein, carbs, fat and calories: the macro calculator''s index.';
create index meals_macro_point_idx on public.meals using gist (macro_point);
-- A low sugar cap leaves few of the meals near the targets: these hold only the meals under two such caps, so the
-- walk does not step over the others (measured: 175 ms for sugar at most 2 with high targets, 9 ms with them).
create index meals_macro_point_sugar_1_idx on public.meals using gist (macro_point) where sugar_g <= 1;
create index meals_macro_point_sugar_5_idx on public.meals using gist (macro_point) where sugar_g <= 5;
-- In a city or near a ZIP, each restaurant's meals are matched from the index alone (a dense area has thousands of
-- restaurants within 25 miles).
create index meals_restaurant_macros_idx on public.meals (restaurant_id)
  include (protein_g, carbs_g, fat_g, calories_kcal, sugar_g, name, id);
-- Without a target closer than 0, every match is equally close and the order is by name: read in that order.
create index meals_name_order_idx on public.meals (name, id) include (protein_g, carbs_g, fat_g, calories_kcal, sugar_g);
-- One target alone: its closest meals are the two ends of a range on that macro, read in order (these replace
-- the previous version's indexes and the plain protein and calories ones, which the listings also use).
-- A 0 target is an equality, whose meals these read in name order.
create index meals_protein_order_idx on public.meals (protein_g, name, id)
  include (carbs_g, fat_g, calories_kcal, sugar_g);
create index meals_carbs_order_idx on public.meals (carbs_g, name, id)
  include (protein_g, fat_g, calories_kcal, sugar_g);
create index meals_fat_order_idx on public.meals (fat_g, name, id)
  include (protein_g, carbs_g, calories_kcal, sugar_g);
create index meals_calories_order_idx on public.meals (calories_kcal, name, id)
  include (protein_g, carbs_g, fat_g, sugar_g);
drop index public.meals_macros_idx;
drop index public.meals_calories_macros_idx;
drop index public.meals_protein_idx;
drop index public.meals_calories_idx;

-- Raises SQLSTATE 22023 (invalid_parameter_value; PostgREST and the site answer HTTP 400) when an argument is
-- outside its range.
create or replace function public.require_between(argument_name text, value numeric, low numeric, high numeric)
returns void
language plpgsql
immutable
as $$
begin
  if value is not null and (value < low or value > high or value = 'NaN'::numeric) then
    raise exception using errcode = '22023',
      message = format('%s must be between %s and %s.', argument_name, low, high);
  end if;
end
$$;
comment on function public.require_between(text, numeric, numeric, numeric) is
  'Internal: raises invalid_parameter_value (22023) naming the argument when value is outside [low, high].';

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
-- A bounded count over a wide window is cheapest read in index order and stopped early, not as a bitmap.
set enable_bitmapscan = off
as $$
declare
  -- Mirrored in lib/macro-calculator/constants.ts.
  count_cap constant integer := 1000;
  radius_miles constant double precision := 25;
  floor_log constant double precision := public.macro_log(0);
  slack constant double precision := 1e-9;
  loc text := nullif(btrim(coalesce(location_param, '')), '');
  page_size integer := coalesce(result_limit, 24);
  skip integer := coalesce(result_offset, 0);
  targets numeric[] := array[protein_target, carbs_target, fat_target, calories_target];
  columns text[] := array['protein_g', 'carbs_g', 'fat_g', 'calories_kcal'];
  box_low double precision[] := array[]::double precision[];
  box_high double precision[] := array[]::double precision[];
  aim_low double precision[] := array[]::double precision[];
  aim_high double precision[] := array[]::double precision[];
  conditions text[] := array['true'];
  plain_conditions text[] := array['true'];
  distance text[] := array['0'];
  closest_targets integer := 0;
  zero_targets integer := 0;
  rank_window boolean := false;
  single text;
  single_target numeric;
  city_id text;
  centre_latitude double precision;
  centre_longitude double precision;
  matched integer;
  fetched integer;
  batch integer;
  last_reach double precision;
  page_reach double precision;
  kth_distance numeric;
  page_ids uuid[];
  page_miles double precision[];
  sql_where text;
  sql_distance text;
begin
  perform public.require_between('result_limit', page_size, 0, 100);
  perform public.require_between('result_offset', skip, 0, count_cap);
  perform public.require_between('protein_target', protein_target, 0, 10000);
  perform public.require_between('carbs_target', carbs_target, 0, 10000);
  perform public.require_between('fat_target', fat_target, 0, 10000);
  perform public.require_between('calories_target', calories_target, 0, 100000);
  perform public.require_between('sugar_max', sugar_max, 0, 10000);
  if length(loc) > 200 then
    raise exception using errcode = '22023', message = 'location_param must be at most 200 characters.';
  end if;

  for i in 1 .. 4 loop
    if targets[i] is null then
      box_low := box_low || '-infinity'::double precision;
      box_high := box_high || 'infinity'::double precision;
      aim_low := aim_low || '-infinity'::double precision;
      aim_high := aim_high || 'infinity'::double precision;
    else
      -- Inclusive bounds: T × 0.75 ≤ value ≤ T × 1.25 (docs/product.md#macro-matching), exactly as before,
      -- on the numeric columns.
      -- '+ 0' keeps the planner off the single-column indexes: it multiplies the ranges' selectivities as if
      -- independent, expects one row, and would filter a third of the table (measured: 0.9 s at 1M meals).
      conditions := conditions || format('(m.%I + 0) between $%s * 0.75 and $%s * 1.25', columns[i], i, i);
      -- Without a target above 0, a 0 target (value = 0) is left plain: an equality that the planner estimates
      -- well and reads in name order from its index.
      plain_conditions := plain_conditions || format(case when targets[i] > 0
        then '(m.%I + 0) between $%s * 0.75 and $%s * 1.25' else 'm.%I between $%s * 0.75 and $%s * 1.25' end,
        columns[i], i, i);
      -- Closeness: the relative distance from each present target, summed (0 = exact; a 0 target adds 0).
      distance := distance || format('coalesce(abs(m.%I - $%s) / nullif($%s, 0), 0)', columns[i], i, i);
      box_low := box_low || (public.macro_log(targets[i] * 0.75) - slack);
      box_high := box_high || (public.macro_log(targets[i] * 1.25) + slack);
      if targets[i] > 0 then
        closest_targets := closest_targets + 1;
        aim_low := aim_low || public.macro_log(targets[i]);
        aim_high := aim_high || public.macro_log(targets[i]);
      else
        -- A 0 target only filters (value = 0): it adds nothing to the distance.
        zero_targets := zero_targets + 1;
        aim_low := aim_low || '-infinity'::double precision;
        aim_high := aim_high || (floor_log + slack);
      end if;
    end if;
  end loop;
  if sugar_max is not null then
    -- Plain, so that a low cap can use the low-sugar macro indexes below.
    conditions := conditions || 'm.sugar_g <= $5'::text;
    plain_conditions := plain_conditions || 'm.sugar_g <= $5'::text;
  end if;
  sql_where := array_to_string(conditions, ' and ');
  sql_distance := array_to_string(distance, ' + ');

  if loc ~ '^[0-9]{5}(-[0-9]{4})?$' then
    -- Near a ZIP: restaurants within 25 miles of its centre (and, without coordinates, those whose address has
    -- that ZIP), ranked by closeness of the macros, then by distance.
    -- An unknown ZIP has no centre: only restaurants without coordinates whose address has it are left.
    select z.latitude, z.longitude into centre_latitude, centre_longitude from public.zip_codes z where z.zip = left(loc, 5);
    execute format(
      'with near as (
         select r.id, public.miles_between($11, $12, r.latitude, r.longitude) as miles
         from public.restaurants r
         where r.latitude is not null and r.longitude is not null
           and point(r.longitude, r.latitude) <@ box(
             point($12 - $13 / (69.0 * greatest(cos(radians($11)), 0.01)), $11 - $13 / 69.0),
             point($12 + $13 / (69.0 * greatest(cos(radians($11)), 0.01)), $11 + $13 / 69.0))
       ),
       places as (
         select n.id, n.miles from near n where n.miles <= $13
         union all
         select r.id, null from public.restaurants r
         where (r.latitude is null or r.longitude is null) and r.zip = $14
       ),
       matches as materialized (
         select m.id, m.name, p.miles, %s as distance
         from places p join public.meals m on m.restaurant_id = p.id
         where %s
       ),
       page as (
         select * from matches order by distance, miles nulls last, name, id limit $9 offset $10
       )
       select (select count(*) from matches)::int, array_agg(p.id order by p.distance, p.miles nulls last, p.name, p.id),
         array_agg(p.miles order by p.distance, p.miles nulls last, p.name, p.id)
       from page p',
      sql_distance, sql_where)
    into matched, page_ids, page_miles
    using protein_target, carbs_target, fat_target, calories_target, sugar_max, null, null, null,
      page_size, skip, centre_latitude, centre_longitude, radius_miles, left(loc, 5);
  elsif loc is not null then
    -- In one city: its few hundred meals are ranked directly.
    city_id := public.resolve_city(loc);
    execute format(
      'with matches as materialized (
         select m.id, m.name, %s as distance
         from public.restaurants r join public.meals m on m.restaurant_id = r.id
         where r.city_id = $11 and %s
       ),
       page as (select * from matches order by distance, name, id limit $9 offset $10)
       select (select count(*) from matches)::int, array_agg(p.id order by p.distance, p.name, p.id) from page p',
      sql_distance, sql_where)
    into matched, page_ids
    using protein_target, carbs_target, fat_target, calories_target, sugar_max, null, null, null,
      page_size, skip, city_id;
  elsif closest_targets = 0 then
    -- Anywhere, and every match equally close (no target above 0): count up to the cap, stopping there, and read
    -- the page in name order (a 0 target's index gives its meals in that order).
    sql_where := array_to_string(plain_conditions, ' and ');
    execute format('select count(*)::int from (select 1 from public.meals m where %s limit $13) x', sql_where)
    into matched
    using protein_target, carbs_target, fat_target, calories_target, sugar_max, null, null, null,
      null, null, null, null, count_cap + 1;
    execute format(
      'select array_agg(p.id order by p.name, p.id)
       from (select m.id, m.name from public.meals m where %s order by m.name, m.id limit $9 offset $10) p',
      sql_where)
    into page_ids
    using protein_target, carbs_target, fat_target, calories_target, sugar_max, null, null, null,
      page_size, skip;
  elsif closest_targets = 1 and zero_targets = 0 then
    -- Anywhere, one target (above 0) alone: count up to the cap on that macro's range, then take the closest meals
    -- above and below the target, each side in order, ties on the value included, and rank those.
    select c, t into single, single_target from unnest(columns, targets) x (c, t) where t > 0;
    execute format(
      'select count(*)::int from (
         select 1 from public.meals m where m.%1$I between $11 * 0.75 and $11 * 1.25 and %2$s limit $13
       ) x', single, sql_where)
    into matched
    using protein_target, carbs_target, fat_target, calories_target, sugar_max, null, null, null,
      null, null, single_target, null, count_cap + 1;
    execute format(
      'with above as (
         select m.id, m.name, %3$s as distance from public.meals m
         where m.%1$I >= $11 and m.%1$I <= $11 * 1.25 and %2$s
         order by m.%1$I fetch first ($9 + $10) rows with ties
       ),
       below as (
         select m.id, m.name, %3$s as distance from public.meals m
         where m.%1$I < $11 and m.%1$I >= $11 * 0.75 and %2$s
         order by m.%1$I desc fetch first ($9 + $10) rows with ties
       )
       select array_agg(p.id order by p.distance, p.name, p.id) from (
         select * from (select * from above union all select * from below) x
         order by distance, name, id limit $9 offset $10
       ) p',
      single, sql_where, sql_distance)
    into page_ids
    using protein_target, carbs_target, fat_target, calories_target, sugar_max, null, null, null,
      page_size, skip, single_target;
  else
    -- Anywhere: walk out from the targets, nearest first, until no meal further out can reach the page. The
    -- first walk reads at least 1,001 meals, so it also counts up to the cap.
    batch := greatest((page_size + skip) * (array[2, 4, 10, 30])[closest_targets], count_cap + 1);
    loop
      execute format(
        'with walked as materialized (
           select m.id, m.name, %s as distance,
             m.macro_point operator(extensions.<=>) extensions.cube($13, $14) as reach
           from public.meals m
           where m.macro_point operator(extensions.<@) extensions.cube($11, $12) and %s
           order by m.macro_point operator(extensions.<=>) extensions.cube($13, $14)
           limit $15
         ),
         ranked as (select w.*, row_number() over (order by w.distance, w.name, w.id) as place from walked w)
         select (select count(*) from walked)::int, (select max(reach) from walked),
           (select distance from ranked where place = $9 + $10),
           (select array_agg(k.id order by k.place) from ranked k where k.place > $10 and k.place <= $9 + $10)',
        sql_distance, sql_where)
      into fetched, last_reach, kth_distance, page_ids
      using protein_target, carbs_target, fat_target, calories_target, sugar_max, null, null, null,
        page_size, skip, box_low, box_high, aim_low, aim_high, batch;
      matched := coalesce(matched, fetched);
      exit when fetched < batch or page_size = 0;
      -- Every meal of the page lies within this ln distance of the targets in every macro.
      page_reach := -ln(1 - least(kth_distance, 0.25)::double precision) + slack;
      exit when last_reach > page_reach;
      if kth_distance = 0 or (page_reach / last_reach) ^ closest_targets <= 4 then
        -- The window that holds the page is small (often many meals exactly on target, which the walk meets in no
        -- useful order): rank every match inside it.
        for i in 1 .. 4 loop
          if targets[i] > 0 then
            box_low[i] := greatest(box_low[i], aim_low[i] - page_reach);
            box_high[i] := least(box_high[i], aim_high[i] + page_reach);
          end if;
        end loop;
        rank_window := true;
        exit;
      end if;
      batch := batch * least(greatest(ceil((page_reach / last_reach) ^ closest_targets), 4), 16)::integer;
    end loop;
  end if;

  if rank_window then
    execute format(
      'select array_agg(p.id order by p.distance, p.name, p.id) from (
         select m.id, m.name, %s as distance from public.meals m
         where m.macro_point operator(extensions.<@) extensions.cube($11, $12) and %s
         order by 3, 2, 1 limit $9 offset $10
       ) p',
      sql_distance, sql_where)
    into page_ids
    using protein_target, carbs_target, fat_target, calories_target, sugar_max, null, null, null,
      page_size, skip, box_low, box_high;
  end if;

  return jsonb_build_object(
    'total', least(matched, count_cap),
    'total_capped', matched > count_cap,
    'meals', coalesce((
      select jsonb_agg(public.meal_json(m) || jsonb_build_object(
          'restaurant', jsonb_build_object('name', r.name, 'city', c.name, 'address', r.address)
        ) || case when page_miles is null then '{}'::jsonb
             else jsonb_build_object('distance_miles', round(page_miles[p.place]::numeric, 1)) end
        order by p.place)
      from unnest(page_ids) with ordinality p (id, place)
      join public.meals m on m.id = p.id
      join public.restaurants r on r.id = m.restaurant_id
      join public.cities c on c.id = r.city_id
    ), '[]'::jsonb)
  );
end
$$;
comment on function public.find_meals_by_macros(numeric, numeric, numeric, numeric, numeric, text, integer, integer) is
  'Anyone. Meals within ±25% of each present protein/carbs/fat/calories target (0 is a target, null is none) and '
  'at most sugar_max sugar, closest first (summed relative distance, then name), one page: {total (at most 1000), '
  'total_capped (true: more than 1000 match), meals[] with restaurant {name, city, address}}. location_param: a '
  'city (id, ''City, ST'' or name) or a ZIP (restaurants within 25 miles; then also distance_miles per meal, '
  'ranked after closeness). result_limit 0..100, result_offset 0..1000, targets 0..10000 (calories 0..100000): '
  'anything else raises 22023.';

revoke execute on function public.macro_log(numeric), public.macro_point(text, text, text, text),
  public.require_between(text, numeric, numeric, numeric)
  from public, anon, authenticated, service_role;
-- Evaluated inside the invoker functions, so the same roles need them.
grant execute on function public.macro_log(numeric), public.macro_point(text, text, text, text),
  public.require_between(text, numeric, numeric, numeric)
  to anon, authenticated, service_role;
