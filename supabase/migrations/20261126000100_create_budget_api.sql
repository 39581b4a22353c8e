-- The budget mode of the macro calculator ("What fits what I have left?", docs/product.md#budget-mode): what is
-- left of a day's calories, carbs, fat and sugar are caps, protein still needed is a floor. A meal (or a sum of
-- meals) fits when every given cap holds (value <= cap) and protein >= the floor; a value the menu does not give
-- (empty, or text without a number) never fits a cap or a floor on its nutrient. Order: most protein first, then
-- fewest calories, then restaurant name, then meal name (then id).
--
-- Sodium (a cap, mg), fiber (a floor, g) and net carbs (a cap, g) are the label limits, the same as the macro
-- match's and read by the same helpers (label_limit_conditions, meal_in_label_limits): their columns are plain
-- numbers, null when the menu does not publish them (net carbs: its fiber), and a null never fits. Adding a label
-- limit is one more argument in the same style (<nutrient>_max or <nutrient>_min, numeric, default null) to the
-- searches and those helpers, and its column in the combinations' item arrays.

-- Whether a macro written as text has a number: what macro_number reads it as is then the menu's value, not the
-- 0 that stands for "not given". Mirrored in lib/nutrition/macro-value.ts (readableMacro).
create or replace function public.macro_known(value text)
returns boolean
language sql immutable parallel safe
as $$
  select regexp_replace(coalesce(value, ''), '[^0-9.]', '', 'g') ~ '^([0-9]|\.[0-9])'
$$;
comment on function public.macro_known(text) is
  'Internal: whether a macro written as text has a number (''25g'', ''0'' yes; null, '''', ''N/A'', ''.'' no).';

-- One budget condition on a macro as SQL over meals m: the cleaned column within its bound, and the value known.
-- A cleaned value above 0 is known, so the text is read (a regular expression) only for the meals at 0.
create or replace function public.budget_condition(column_name text, text_name text, is_floor boolean, placeholder integer)
returns text
language sql immutable
as $$
  select format('m.%1$I %3$s $%4$s and (m.%1$I > 0 or public.macro_known(m.%2$I))', column_name, text_name,
    case when is_floor then '>=' else '<=' end, placeholder)
$$;
comment on function public.budget_condition(text, text, boolean, integer) is
  'Internal: the SQL condition of one cap or floor of the budget mode on meals m (value within bound and known).';

-- The budget search. How it stays fast at a million meals: without a location, the meals inside the budget's box
-- are read from the macro index (meals.macro_point, ln of protein, carbs, fat and calories) most protein first and
-- then fewest calories, by two of cube's coordinate orderings (~> -2: protein's, descending; ~> 7: calories'), so
-- a page costs about the meals it shows plus those at the page's last protein and calories; the count stops at
-- 1,001 as the calculator's does. Near a ZIP or in a city, the nearby menus' meals are filtered and sorted
-- directly, as find_meals_by_macros does.
create or replace function public.find_meals_within_budget(
  calories_max numeric default null,
  carbs_max numeric default null,
  fat_max numeric default null,
  sugar_max numeric default null,
  protein_min numeric default null,
  location_param text default null,
  result_limit integer default 12,
  result_offset integer default 0,
  -- Optional: at most sodium_max mg of sodium, at least fiber_min g of fiber, at most net_carbs_max g of net carbs.
  sodium_max numeric default null, fiber_min numeric default null, net_carbs_max numeric default null,
  -- Drinks (shakes, smoothies, milk) fit too when the diner asks for them.
  include_drinks boolean default false
)
returns jsonb
language plpgsql
stable
set search_path = pg_catalog, public
-- A bounded count over a wide box is cheapest read in index order and stopped early, not as a bitmap.
set enable_bitmapscan = off
as $$
declare
  -- Mirrored in lib/macro-calculator/constants.ts.
  count_cap constant integer := 1000;
  radius_miles constant double precision := 25;
  slack constant double precision := 1e-9;
  loc text := nullif(btrim(coalesce(location_param, '')), '');
  page_size integer := coalesce(result_limit, 12);
  skip integer := coalesce(result_offset, 0);
  -- One entry per macro: its bound ($1 .. $5 below), cleaned column, text column, and whether it is a floor; the
  -- label limits (sodium, fiber, net carbs) are label_limit_conditions'.
  bounds numeric[] := array[calories_max, carbs_max, fat_max, sugar_max, protein_min];
  columns text[] := array['calories_kcal', 'carbs_g', 'fat_g', 'sugar_g', 'protein_g'];
  texts text[] := array['calories', 'carbs', 'fat', 'sugar', 'protein'];
  floors boolean[] := array[false, false, false, false, true];
  -- Where each macro lies in macro_point (protein, carbs, fat, calories); 0: not in it.
  dims integer[] := array[4, 2, 3, 0, 1];
  box_low double precision[] := array['-infinity', '-infinity', '-infinity', '-infinity']::double precision[];
  box_high double precision[] := array['infinity', 'infinity', 'infinity', 'infinity']::double precision[];
  conditions text[] := array[public.listed_meals_condition(include_drinks)];
  sql_where text;
  -- Near a ZIP and in a city, the page of the matches: the restaurants' names (the order's third key) are read
  -- only for the matches up to the page's last protein and calories (with their ties), found by a bounded sort.
  sql_page constant text := 'cut as (
         select c.protein_g, c.calories_kcal from matches c order by c.protein_g desc, c.calories_kcal
         offset greatest($9 + $10 - 1, 0) limit 1
       ),
       page as (
         select p.*, r.name as restaurant_name
         from matches p
         join public.restaurants r on r.id = p.restaurant_id
         where not exists (select 1 from cut c
           where p.protein_g < c.protein_g or (p.protein_g = c.protein_g and p.calories_kcal > c.calories_kcal))
         order by p.protein_g desc, p.calories_kcal, r.name, p.name, p.id limit $9 offset $10
       )';
  matched integer;
  page_ids uuid[];
  page_miles double precision[];
  page_locations uuid[];
begin
  perform public.require_meal_page(page_size, skip, count_cap, loc, 'budget',
    bounds || array[sodium_max, fiber_min, net_carbs_max]);

  for i in 1 .. cardinality(bounds) loop
    continue when bounds[i] is null;
    conditions := conditions || public.budget_condition(columns[i], texts[i], floors[i], i);
    if dims[i] > 0 and floors[i] then
      box_low[dims[i]] := public.macro_log(bounds[i]) - slack;
    elsif dims[i] > 0 then
      box_high[dims[i]] := public.macro_log(bounds[i]) + slack;
    end if;
  end loop;
  sql_where := array_to_string(conditions || public.label_limit_conditions(sodium_max, fiber_min, net_carbs_max),
    ' and ');

  if loc is not null then
    -- Near a ZIP or in a city: the nearby menus' meals, as find_meals_by_macros reads them.
    select * into matched, page_ids, page_miles, page_locations
    from public.nearby_meal_page(loc, radius_miles, bounds, page_size, skip, 'm.protein_g, m.calories_kcal',
      sql_where, sql_page, 'p.protein_g desc, p.calories_kcal, p.restaurant_name, p.name, p.id');
  else
    -- Anywhere: count inside the box up to the cap, then read the page in order from the macro index. The
    -- index orders by ln values: the meals at the page's last (protein, calories) are all read (with ties), and
    -- the few read are put in the exact order, restaurant and meal names included.
    matched := public.box_meal_count(sql_where, bounds, box_low, box_high, count_cap);
    execute format(
      'select array_agg(p.id order by p.protein_g desc, p.calories_kcal, p.restaurant_name, p.name, p.id) from (
         select w.*, r.name as restaurant_name from (
           select m.id, m.name, m.protein_g, m.calories_kcal, m.restaurant_id from public.meals m
           where m.macro_point operator(extensions.<@) extensions.cube($11, $12) and %s
           order by m.macro_point operator(extensions.~>) -2, m.macro_point operator(extensions.~>) 7
           fetch first ($9 + $10) rows with ties
         ) w
         join public.restaurants r on r.id = w.restaurant_id
         order by w.protein_g desc, w.calories_kcal, r.name, w.name, w.id
         limit $9 offset $10
       ) p', sql_where)
    into page_ids
    using calories_max, carbs_max, fat_max, sugar_max, protein_min, sodium_max, fiber_min, net_carbs_max,
      page_size, skip, box_low, box_high;
  end if;

  return public.meal_matches_json(coalesce(page_ids, array[]::uuid[]), page_locations, page_miles,
    coalesce(matched, 0));
end
$$;
comment on function public.find_meals_within_budget(numeric, numeric, numeric, numeric, numeric, text, integer, integer,
  numeric, numeric, numeric, boolean) is
  'Anyone. The budget mode: listed meals (and drinks with include_drinks) whose calories, carbs, fat, sugar, sodium (mg) and net carbs are at most each given cap '
  '(*_max) and whose protein and fiber are at least protein_min and fiber_min (null: no constraint; a value the '
  'menu does not give never fits a constraint on it, and net carbs are unknown without the fiber), most protein first, then fewest calories, restaurant name, meal name, id; one page in the shape of '
  'find_meals_by_macros (total at most 1000, total_capped, meals[] with restaurant and, near a ZIP, '
  'distance_miles). location_param as find_meals_by_macros''. Caps and floors 0..10000 (calories and sodium '
  '0..100000), result_limit 0..100, result_offset 0..1000, else 22023.';

-- Combinations for a budget: one to three meals of one restaurant's menu (each meal at most twice) whose sums fit
-- the budget's rule, most total protein first, then fewest calories, then fewer items, then the items' names. A
-- meal whose value is unknown on a constrained nutrient is left out (a sum with an unknown part is unknown).
--
-- How it stays fast on a 700-item menu (57 million triples): the meals are sorted by protein, most first, so for a
-- pair the third meals that can lift its sum to a given protein are a range of that list (found by binary search,
-- width_bucket). A first pass over a few promising meals gives result_limit combinations that fit, so the page's
-- last protein is at least theirs (or the floor, if higher): only pairs and third meals that can reach it are ever
-- read. Sums are exact (numeric).
create or replace function public.suggest_budget_combos(
  restaurant_id_param uuid,
  calories_max numeric default null,
  carbs_max numeric default null,
  fat_max numeric default null,
  sugar_max numeric default null,
  protein_min numeric default null,
  result_limit integer default 5,
  -- Optional: summed sodium at most sodium_max mg, summed fiber at least fiber_min g, summed net carbs at most
  -- net_carbs_max g.
  sodium_max numeric default null, fiber_min numeric default null, net_carbs_max numeric default null
)
returns jsonb
language plpgsql stable
set search_path = pg_catalog, public
as $$
declare
  -- The budget's nutrients in the order require_nutrient_bounds checks them.
  limits numeric[] := array[calories_max, carbs_max, fat_max, sugar_max, protein_min, sodium_max, fiber_min,
    net_carbs_max];
  -- Meals richest in protein that the first pass combines.
  first_pass constant integer := 8;
  pool integer[];
  -- Values are added up in thousandths, as whole numbers (meal_thousandths, as the meal builder's suggestions).
  scale constant numeric := 1000;
  unbounded constant bigint := 1000000000000000;
  cap_k bigint := coalesce(floor(calories_max * scale)::bigint, unbounded);
  cap_c bigint := coalesce(floor(carbs_max * scale)::bigint, unbounded);
  cap_f bigint := coalesce(floor(fat_max * scale)::bigint, unbounded);
  cap_s bigint := coalesce(floor(sugar_max * scale)::bigint, unbounded);
  floor_p bigint := coalesce(ceil(protein_min * scale)::bigint, 0);
  cap_n bigint := coalesce(floor(sodium_max * scale)::bigint, unbounded);
  floor_b bigint := coalesce(ceil(fiber_min * scale)::bigint, 0);
  cap_nc bigint := coalesce(floor(net_carbs_max * scale)::bigint, unbounded);
  n integer;
  ids uuid[];
  name_ranks integer[];
  vp bigint[];
  neg_p bigint[];
  vk bigint[];
  vc bigint[];
  vf bigint[];
  vs bigint[];
  -- Sodium, fiber and net carbs (0 for a meal that does not publish them: it is only here when that limit is not
  -- given).
  vn bigint[];
  vb bigint[];
  vnc bigint[];
  -- The protein every combination of the page has at least.
  bar bigint;
begin
  restaurant_id_param := public.combo_menu(restaurant_id_param, result_limit, 'budget', limits);
  if restaurant_id_param is null then
    return null;
  end if;

  -- The meals that fit on their own (every value within its cap and known where constrained), protein first.
  select count(*)::int, array_agg(x.id order by x.p desc, x.k, x.name, x.id),
    array_agg(x.name_rank order by x.p desc, x.k, x.name, x.id),
    array_agg(x.p order by x.p desc, x.k, x.name, x.id), array_agg(-x.p order by x.p desc, x.k, x.name, x.id),
    array_agg(x.k order by x.p desc, x.k, x.name, x.id), array_agg(x.c order by x.p desc, x.k, x.name, x.id),
    array_agg(x.f order by x.p desc, x.k, x.name, x.id), array_agg(x.s order by x.p desc, x.k, x.name, x.id),
    array_agg(x.sod order by x.p desc, x.k, x.name, x.id), array_agg(x.fib order by x.p desc, x.k, x.name, x.id),
    array_agg(x.net order by x.p desc, x.k, x.name, x.id)
  into n, ids, name_ranks, vp, neg_p, vk, vc, vf, vs, vn, vb, vnc
  from (
    select m.id, m.name, t.*, row_number() over (order by m.name, m.id)::int as name_rank
    from public.meals m
    cross join lateral public.meal_thousandths(m) t
    where m.restaurant_id = restaurant_id_param and m.listed
      and (calories_max is null or (m.calories_kcal <= calories_max and public.macro_known(m.calories)))
      and (carbs_max is null or (m.carbs_g <= carbs_max and public.macro_known(m.carbs)))
      and (fat_max is null or (m.fat_g <= fat_max and public.macro_known(m.fat)))
      and (sugar_max is null or (m.sugar_g <= sugar_max and public.macro_known(m.sugar)))
      and (protein_min is null or public.macro_known(m.protein))
      and public.meal_in_label_limits(m, sodium_max, fiber_min, net_carbs_max)
  ) x;
  if n = 0 or result_limit = 0 then
    return '[]'::jsonb;
  end if;

  -- The first pass: every combination of a few promising meals (the richest in protein; in protein per calorie;
  -- and in protein among those of at most a half and a third of the calories left) that fits; the page's last is
  -- at least the result_limit-th of these.
  select array_agg(distinct x.i order by x.i) into pool
  from (
    (select i from generate_series(1, n) i order by i limit first_pass)
    union all
    (select i from generate_series(1, n) i order by vp[i]::numeric / nullif(vk[i], 0) desc nulls last, i
      limit first_pass)
    union all
    (select i from generate_series(1, n) i where vk[i] <= cap_k / 2 order by i limit first_pass)
    union all
    (select i from generate_series(1, n) i where vk[i] <= cap_k / 3 order by i limit first_pass)
  ) x;
  select coalesce(min(t.p), -1) into bar
  from (
    select vp[a] + coalesce(vp[b], 0) + coalesce(vp[c], 0) as p
    from (
      select pool[x] as a, pool[y] as b, pool[z] as c
      from generate_series(1, cardinality(pool)) x
      cross join lateral (select null::integer as y union all select g from generate_series(x, cardinality(pool)) g) yy
      cross join lateral (select null::integer as z union all select g from generate_series(yy.y, cardinality(pool)) g
        where yy.y is not null) zz
      where not (x = yy.y and yy.y = zz.z)
    ) q
    where vk[a] + coalesce(vk[b], 0) + coalesce(vk[c], 0) <= cap_k
      and vc[a] + coalesce(vc[b], 0) + coalesce(vc[c], 0) <= cap_c
      and vf[a] + coalesce(vf[b], 0) + coalesce(vf[c], 0) <= cap_f
      and vs[a] + coalesce(vs[b], 0) + coalesce(vs[c], 0) <= cap_s
      and vn[a] + coalesce(vn[b], 0) + coalesce(vn[c], 0) <= cap_n
      and vb[a] + coalesce(vb[b], 0) + coalesce(vb[c], 0) >= floor_b
      and vnc[a] + coalesce(vnc[b], 0) + coalesce(vnc[c], 0) <= cap_nc
      and vp[a] + coalesce(vp[b], 0) + coalesce(vp[c], 0) >= floor_p
    order by 1 desc
    limit result_limit
  ) t
  having count(*) = result_limit;
  bar := greatest(coalesce(bar, -1), floor_p);

  return (with pairs as (
    -- Pairs i <= j within the caps that can reach the bar, alone or with a third meal at or after j (at most
    -- j's protein): p_i + 2 p_j >= bar, a range of j.
    select i, j, vp[i] + vp[j] as p, vk[i] + vk[j] as k, vc[i] + vc[j] as c, vf[i] + vf[j] as f, vs[i] + vs[j] as s,
      vn[i] + vn[j] as sn, vb[i] + vb[j] as fb, vnc[i] + vnc[j] as nc
    from generate_series(1, n) i
    cross join lateral generate_series(i, width_bucket(-(bar - vp[i]) / 2, neg_p)) j
    where vk[i] + vk[j] <= cap_k and vc[i] + vc[j] <= cap_c and vf[i] + vf[j] <= cap_f and vs[i] + vs[j] <= cap_s
      and vn[i] + vn[j] <= cap_n and vnc[i] + vnc[j] <= cap_nc
  ),
  candidates as (
    select i as a, null::integer as b, null::integer as c, vp[i] as p, vk[i] as k
    from generate_series(1, n) i
    where vp[i] >= bar and vb[i] >= floor_b
    union all
    select q.i, q.j, null, q.p, q.k from pairs q where q.p >= bar and q.fb >= floor_b
    union all
    -- A third meal l at or after the pair's second whose protein lifts the sum to the bar: a range of l.
    select q.i, q.j, l, q.p + vp[l], q.k + vk[l]
    from pairs q
    cross join lateral generate_series(q.j, width_bucket(-(bar - q.p), neg_p)) l
    where q.k + vk[l] <= cap_k and q.c + vc[l] <= cap_c and q.f + vf[l] <= cap_f and q.s + vs[l] <= cap_s
      and q.sn + vn[l] <= cap_n and q.fb + vb[l] >= floor_b and q.nc + vnc[l] <= cap_nc
      and not (q.i = q.j and q.j = l)
  ),
  best as (
    select row_number() over (order by x.p desc, x.k, x.quantity, x.r1, x.r2, x.r3) as place, x.*
    from (
      select t.*, 1 + (t.b is not null)::int + (t.c is not null)::int as quantity,
        -- The items' names in order, for ties: each combination's name ranks sorted.
        least(name_ranks[t.a], name_ranks[t.b], name_ranks[t.c]) as r1,
        case when t.c is not null then name_ranks[t.a] + name_ranks[t.b] + name_ranks[t.c]
            - least(name_ranks[t.a], name_ranks[t.b], name_ranks[t.c])
            - greatest(name_ranks[t.a], name_ranks[t.b], name_ranks[t.c])
          when t.b is not null then greatest(name_ranks[t.a], name_ranks[t.b]) end as r2,
        case when t.c is not null then greatest(name_ranks[t.a], name_ranks[t.b], name_ranks[t.c]) end as r3
      from candidates t
    ) x
    order by x.p desc, x.k, x.quantity, x.r1, x.r2, x.r3
    limit result_limit
  )
  select public.combos_json(ids, array_agg(b.a order by b.place), array_agg(b.b order by b.place),
    array_agg(b.c order by b.place), null)
  from best b);
end
$$;
comment on function public.suggest_budget_combos(uuid, numeric, numeric, numeric, numeric, numeric, integer, numeric,
  numeric, numeric) is
  'Anyone. Up to result_limit (default 5, at most 10) combinations of one to three meals of one restaurant, each '
  'meal at most twice, whose summed calories, carbs, fat, sugar, sodium (mg) and net carbs are at most each given '
  'cap and summed protein and fiber at least protein_min and fiber_min (null: no constraint; a meal with an unknown '
  'value on a constrained nutrient is left out, net carbs being unknown without the fiber); most protein first, then fewest calories, fewer items, names: [{items: [{meal, quantity}], totals: {protein, '
  'carbs, fat, sugar, calories}}]. null for an unknown restaurant. Caps and floors 0..10000 (calories and sodium '
  '0..100000), result_limit 0..10, else 22023.';

-- Who may execute them (as in the grants' migration): the API for everyone, the helpers for the same roles.
revoke execute on function
  public.macro_known(text),
  public.budget_condition(text, text, boolean, integer),
  public.find_meals_within_budget(numeric, numeric, numeric, numeric, numeric, text, integer, integer, numeric,
    numeric, numeric, boolean),
  public.suggest_budget_combos(uuid, numeric, numeric, numeric, numeric, numeric, integer, numeric, numeric, numeric)
from public;
grant execute on function
  public.find_meals_within_budget(numeric, numeric, numeric, numeric, numeric, text, integer, integer, numeric,
    numeric, numeric, boolean),
  public.suggest_budget_combos(uuid, numeric, numeric, numeric, numeric, numeric, integer, numeric, numeric, numeric),
  public.macro_known(text),
  public.budget_condition(text, text, boolean, integer)
to anon, authenticated, service_role;
