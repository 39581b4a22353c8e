-- 'Most protein per calorie' next to the current orders: the macro calculator's matches and the listings can be
-- read by protein per 100 kcal (most first; a meal whose protein or calories are unknown, or whose calories are 0,
-- last), as the city pages and the restaurant dialog sort theirs. The calculator's count and pages are the same
-- matches as before, in the other order.

-- Grams of protein per 100 kcal, or null when protein is not published or calories are unknown or 0. Mirrored in
-- lib/nutrition/protein-density.ts (which shows it to one decimal).
create or replace function public.protein_density(protein text, protein_g numeric, calories_kcal numeric)
returns numeric
language sql
immutable
parallel safe
as $$
  select case when nullif(btrim(protein), '') is not null and calories_kcal > 0 then protein_g * 100 / calories_kcal end
$$;
comment on function public.protein_density(text, numeric, numeric) is
  'Internal: grams of protein per 100 kcal (null: protein not published, or calories unknown or 0).';

-- The macro index's point with protein per 100 kcal as a fifth coordinate (-1 when unknown): the calculator reads
-- the meals inside the targets' box in that order straight from the index (cube's ~> orders by one coordinate),
-- so a page of the densest matches costs about as many index entries as it shows, whatever the matches number.
create or replace function public.macro_density_point(protein text, carbs text, fat text, calories text)
returns extensions.cube
language sql
immutable
parallel safe
as $$
  select extensions.cube(public.macro_point(protein, carbs, fat, calories),
    coalesce(public.protein_density(protein, public.macro_number(protein), public.macro_number(calories)), -1)
      ::double precision)
$$;
comment on function public.macro_density_point(text, text, text, text) is
  'Internal: macro_point with protein per 100 kcal (-1: unknown) as a fifth coordinate, for '
  'meals_density_point_idx.';
create index meals_density_point_idx on public.meals
  using gist (public.macro_density_point(protein, carbs, fat, calories));
-- In a city or near a ZIP the matches are ranked from this index alone; the density needs to know whether the
-- protein is published at all, so the index now carries it.
drop index public.meals_restaurant_macros_idx;
create index meals_restaurant_macros_idx on public.meals (restaurant_id)
  include (protein_g, carbs_g, fat_g, calories_kcal, sugar_g, name, id, protein);

drop function public.find_meals_by_macros(numeric, numeric, numeric, numeric, numeric, text, integer, integer);

create or replace function public.find_meals_by_macros(
  protein_target numeric default null,
  carbs_target numeric default null,
  fat_target numeric default null,
  calories_target numeric default null,
  sugar_max numeric default null,
  location_param text default null,
  result_limit integer default 24,
  result_offset integer default 0,
  sort_param text default 'closest'
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
  -- Most protein per calorie first (a meal whose calories or protein are unknown last), then name: instead of the
  -- closest first. Mirrored in lib/nutrition/protein-density.ts.
  by_density boolean := sort_param = 'protein_per_calorie';
  sql_density constant text := 'public.protein_density(m.protein, m.protein_g, m.calories_kcal)';
  sql_order text;
begin
  if sort_param is null or sort_param not in ('closest', 'protein_per_calorie') then
    raise exception using errcode = '22023', message = 'sort_param must be closest or protein_per_calorie.';
  end if;
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
      -- Inclusive bounds: T × 0.75 ≤ value ≤ T × 1.25, exactly as before, on the numeric columns.
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

  sql_order := case when by_density then 'p.density desc nulls last, ' else 'p.distance, ' end
    || case when loc ~ '^[0-9]{5}(-[0-9]{4})?$' then 'p.miles nulls last, ' else '' end || 'p.name, p.id';

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
         select m.id, m.name, p.miles, %1$s as distance, %2$s as density
         from places p join public.meals m on m.restaurant_id = p.id
         where %3$s
       ),
       page as (
         select * from matches p order by %4$s limit $9 offset $10
       )
       select (select count(*) from matches)::int, array_agg(p.id order by %4$s), array_agg(p.miles order by %4$s)
       from page p',
      sql_distance, sql_density, sql_where, sql_order)
    into matched, page_ids, page_miles
    using protein_target, carbs_target, fat_target, calories_target, sugar_max, null, null, null,
      page_size, skip, centre_latitude, centre_longitude, radius_miles, left(loc, 5);
  elsif loc is not null then
    -- In one city: its few hundred meals are ranked directly.
    city_id := public.resolve_city(loc);
    execute format(
      'with matches as materialized (
         select m.id, m.name, %1$s as distance, %2$s as density
         from public.restaurants r join public.meals m on m.restaurant_id = r.id
         where r.city_id = $11 and %3$s
       ),
       page as (select * from matches p order by %4$s limit $9 offset $10)
       select (select count(*) from matches)::int, array_agg(p.id order by %4$s) from page p',
      sql_distance, sql_density, sql_where, sql_order)
    into matched, page_ids
    using protein_target, carbs_target, fat_target, calories_target, sugar_max, null, null, null,
      page_size, skip, city_id;
  elsif by_density then
    -- Anywhere, most protein per calorie first: count the matches inside the targets' box up to the cap, then read
    -- the box in that order from the density index (ties on the density all read, then put in name order).
    execute format(
      'select count(*)::int from (
         select 1 from public.meals m
         where m.macro_point operator(extensions.<@) extensions.cube($11, $12) and %s limit $13
       ) x', sql_where)
    into matched
    using protein_target, carbs_target, fat_target, calories_target, sugar_max, null, null, null,
      null, null, box_low, box_high, count_cap + 1;
    execute format(
      'select array_agg(p.id order by %1$s) from (
         select * from (
           select m.id, m.name, %2$s as density from public.meals m
           where public.macro_density_point(m.protein, m.carbs, m.fat, m.calories)
               operator(extensions.<@) extensions.cube($11, $12)
             and %3$s
           order by public.macro_density_point(m.protein, m.carbs, m.fat, m.calories) operator(extensions.~>) -10
           fetch first ($9 + $10) rows with ties
         ) p
         order by %1$s limit $9 offset $10
       ) p', sql_order, sql_density, sql_where)
    into page_ids
    using protein_target, carbs_target, fat_target, calories_target, sugar_max, null, null, null,
      page_size, skip, box_low || '-infinity'::double precision, box_high || 'infinity'::double precision;
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
comment on function public.find_meals_by_macros(numeric, numeric, numeric, numeric, numeric, text, integer, integer, text) is
  'Anyone. Meals within ±25% of each present protein/carbs/fat/calories target (0 is a target, null is none) and '
  'at most sugar_max sugar, one page: {total (at most 1000), total_capped (true: more than 1000 match), meals[] with '
  'restaurant {name, city, address}}. sort_param ''closest'' (default): closest first (summed relative distance), '
  'then name; ''protein_per_calorie'': most protein per 100 kcal first (unknown last), then name. location_param: '
  'a city (id, ''City, ST'' or name) or a ZIP (restaurants within 25 miles; then also distance_miles per meal, '
  'ranked next). result_limit 0..100, result_offset 0..1000, targets 0..10000 (calories 0..100000), sort_param '
  'one of the two: anything else raises 22023.';

revoke execute on function public.find_meals_by_macros(numeric, numeric, numeric, numeric, numeric, text, integer, integer, text)
  from public;
grant execute on function public.find_meals_by_macros(numeric, numeric, numeric, numeric, numeric, text, integer, integer, text)
  to anon, authenticated, service_role;
revoke execute on function public.protein_density(text, numeric, numeric),
  public.macro_density_point(text, text, text, text) from public, anon, authenticated, service_role;
-- Evaluated inside the invoker functions, so the same roles need them.
grant execute on function public.protein_density(text, numeric, numeric),
  public.macro_density_point(text, text, text, text) to anon, authenticated, service_role;

-- The listings: each brand's best meals by protein per calorie as well, and its best such meal, so a listing can
-- be read in that order.
drop materialized view public.listing_brands;
create materialized view public.listing_brands as
with places as (
  select r, public.name_slug(r.name) as slug from public.restaurants r
),
passing as (
  select rule.name as rule, p.slug, (p.r).name as restaurant_name, (p.r).city_id as city_id,
    (p.r).description as description, m as meal_row, m.name as meal_name, m.protein_g,
    public.protein_density(m.protein, m.protein_g, m.calories_kcal) as density,
    row_number() over (partition by rule.name, p.slug, lower(btrim(m.name)) order by m.protein_g desc, m.id) as copy
  from places p
  join public.meals m on m.restaurant_id = (p.r).id
  cross join (values ('high_protein'), ('lean_protein'), ('lunch'), ('dinner'), ('gluten_free'), ('keto_friendly'),
    ('diabetic_options')) rule (name)
  where public.meal_passes_rule(m, p.r, rule.name)
),
ranked as (
  select x.*, row_number() over (partition by x.rule, x.slug order by x.protein_g desc, x.meal_name) as rank,
    row_number() over (partition by x.rule, x.slug order by x.density desc nulls last, x.meal_name) as density_rank
  from passing x
  where x.copy = 1
),
city_counts as (
  select x.rule, x.slug, count(distinct x.city_id)::int as city_count from passing x group by x.rule, x.slug
)
select k.rule, k.slug, min(k.restaurant_name) as name, max(k.description) as description,
  min(c.city_count) as city_count, count(*)::int as meal_count, max(k.protein_g) as best_protein,
  max(k.density) as best_density,
  -- The best 20 meals each way, the most a listing may ask for.
  coalesce(jsonb_agg(public.meal_json(k.meal_row) order by k.protein_g desc, k.meal_name)
    filter (where k.rank <= 20), '[]'::jsonb) as meals,
  coalesce(jsonb_agg(public.meal_json(k.meal_row) order by k.density desc nulls last, k.meal_name)
    filter (where k.density_rank <= 20), '[]'::jsonb) as meals_by_density
from ranked k
join city_counts c on c.rule = k.rule and c.slug = k.slug
group by k.rule, k.slug;
comment on materialized view public.listing_brands is
  'Per listing rule and restaurant brand: name, description, city_count, meal_count, best_protein, best_density '
  '(protein per 100 kcal), and its best 20 meals by protein (meals) and by protein per calorie (meals_by_density). '
  'Refreshed by refresh_catalogue_summaries().';
create unique index listing_brands_key_idx on public.listing_brands (rule, slug);
create index listing_brands_order_idx on public.listing_brands (rule, best_protein desc, name);
revoke all on public.listing_brands from anon, authenticated;
grant select on public.listing_brands to anon, authenticated;

drop function public.list_restaurant_brands_by_rule(text, integer);
create or replace function public.list_restaurant_brands_by_rule(
  rule_param text,
  meals_per_brand integer default 3,
  sort_param text default 'protein'
)
returns jsonb
language plpgsql
stable
as $$
begin
  if sort_param is null or sort_param not in ('protein', 'protein_per_calorie') then
    raise exception using errcode = '22023', message = 'sort_param must be protein or protein_per_calorie.';
  end if;
  return (
    select coalesce(jsonb_agg(jsonb_build_object(
        'slug', b.slug, 'name', b.name, 'description', b.description, 'city_count', b.city_count,
        'meal_count', b.meal_count,
        'meals', coalesce((
          select jsonb_agg(e.meal order by e.place)
          from jsonb_array_elements(case when sort_param = 'protein' then b.meals else b.meals_by_density end)
            with ordinality e (meal, place)
          where e.place <= public.capped('meals_per_brand', meals_per_brand, 0, 20)
        ), '[]'::jsonb)
      ) order by case when sort_param = 'protein' then b.best_protein else b.best_density end desc nulls last,
        b.name), '[]'::jsonb)
    from public.listing_brands b
    where b.rule = rule_param
  );
end
$$;
comment on function public.list_restaurant_brands_by_rule(text, integer, text) is
  'Anyone. Restaurants (grouped by name across cities) with at least one meal passing rule_param: {slug, name, '
  'description, city_count, meal_count, meals[] (the best meals_per_brand, at most 20)}. sort_param ''protein'' '
  '(default): best protein first, each brand''s meals most protein first; ''protein_per_calorie'': most protein per '
  '100 kcal first, brands by their best such meal. Rules: high_protein (> 40 g protein), lean_protein (> 40 g '
  'protein and < 15 g fat or < 10 g sugar), lunch and dinner (that meal type, > 30 g protein), gluten_free, '
  'keto_friendly, diabetic_options (restaurant tag, > 30 g protein). An unknown rule gives an empty list; another '
  'sort_param raises 22023. Read from listing_brands, as of the last import.';
revoke execute on function public.list_restaurant_brands_by_rule(text, integer, text) from public;
grant execute on function public.list_restaurant_brands_by_rule(text, integer, text)
  to anon, authenticated, service_role;
