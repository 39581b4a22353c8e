-- Build-your-own orders from a menu of components (Chipotle, Qdoba, Moe's, Firehouse Subs, Subway…): an order is
-- built the way the counter takes it, one choice per slot (a base, a protein, single or double, rice, beans, a salsa
-- or sauce, a topping), each component at its published portion, and its totals are the sum of those rows.

-- The builds of one restaurant's components closest to the targets. A build takes each slot once at most, and its
-- protein once or twice (a double portion) when the menu has proteins; it has two components or more. Portions of
-- one size go together: the sizes a protein or base is sold in (Kids; Small, Medium, Large…) each make a family of
-- builds with the unsized components, and the regular family takes every other component. Components whose numbers
-- don't add up (meals.macro_kcal_mismatch) are never used, nor one without its calories or protein. Each slot is
-- read as its 5 options that fit the targets best (each option's distance from its share of the targets: the
-- targets divided by the family's number of slots), so a build is chosen among at most 6^5 × 5 per family; a
-- menu with 5 options a slot or fewer is searched whole. Within ±25% of each target (0 is a target, null is
-- none), sugar at most sugar_max, and the label limits as the combos'; closest first (summed relative distance),
-- then fewer components, then names.
create or replace function public.suggest_builds(
  restaurant_id_param uuid,
  -- The targets and the sugar cap, as suggest_meal_combos'.
  protein_target numeric default null, carbs_target numeric default null, fat_target numeric default null,
  calories_target numeric default null, sugar_max numeric default null,
  result_limit integer default 5,
  -- The label limits, as suggest_meal_combos'.
  sodium_max numeric default null, fiber_min numeric default null, net_carbs_max numeric default null
)
returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  -- The tolerance is the combos' (lib/meal-builder/combos.ts).
  tolerance constant numeric := 0.25;
  per_slot constant integer := 5;
begin
  restaurant_id_param := public.combo_menu(restaurant_id_param, result_limit, 'targets',
    array[protein_target, carbs_target, fat_target, calories_target, sugar_max, sodium_max, fiber_min, net_carbs_max]);
  if restaurant_id_param is null then
    return null;
  end if;
  return coalesce((
    with parts as materialized (
      select m.id, m.name, coalesce(m.slot, 'topping') as slot, m.size, m.protein_g as p, m.carbs_g as c,
        m.fat_g as f, m.calories_kcal as k, m.sugar_g as s, coalesce(m.sodium_mg, 0) as sod,
        coalesce(m.fiber_g, 0) as fib, coalesce(m.net_carbs_g, 0) as net
      from public.meals m
      where m.restaurant_id = restaurant_id_param and m.kind = 'component'
        and m.calories is not null and m.protein is not null and m.macro_kcal_mismatch is null
        and m.implausible is null
        and (sugar_max is null or m.sugar_g <= sugar_max)
        and (sodium_max is null or m.sodium_mg is not null)
        and (fiber_min is null or m.fiber_g is not null)
        and (net_carbs_max is null or m.net_carbs_g is not null)
    ),
    -- The sizes that make a family: those a protein or a base is sold in, but the regular one.
    family_sizes as (
      select distinct p.size from parts p
      where p.slot in ('protein', 'base') and p.size is not null and p.size <> 'Regular'
    ),
    members as (
      select '' as family, p.* from parts p
      where p.size is null or p.size not in (select size from family_sizes)
      union all
      select z.size, p.* from family_sizes z join parts p on p.size = z.size or p.size is null
    ),
    families as (
      select x.family, count(distinct x.slot)::numeric as slots, bool_or(x.slot = 'protein') as has_protein
      from members x group by x.family
      having bool_or(x.slot in ('protein', 'base'))
    ),
    options as (
      select x.family, x.slot, x.id, x.name, q.qty, x.p * q.qty as p, x.c * q.qty as c, x.f * q.qty as f,
        x.k * q.qty as k, x.s * q.qty as s, x.sod * q.qty as sod, x.fib * q.qty as fib, x.net * q.qty as net,
        row_number() over (partition by x.family, x.slot order by
          coalesce(abs(x.p * q.qty - protein_target / g.slots) / nullif(protein_target, 0), 0)
          + coalesce(abs(x.c * q.qty - carbs_target / g.slots) / nullif(carbs_target, 0), 0)
          + coalesce(abs(x.f * q.qty - fat_target / g.slots) / nullif(fat_target, 0), 0)
          + coalesce(abs(x.k * q.qty - calories_target / g.slots) / nullif(calories_target, 0), 0),
          x.name, x.id, q.qty) as place
      from members x
      join families g on g.family = x.family
      cross join (values (1), (2)) q (qty)
      where q.qty = 1 or x.slot = 'protein'
    ),
    picks as materialized (
      select o.family, o.slot, o.id, o.name, o.qty, o.p, o.c, o.f, o.k, o.s, o.sod, o.fib, o.net
      from options o where o.place <= per_slot
      union all
      -- A slot left empty; the protein is not, where the family has proteins.
      select g.family, z.slot, null, null, 0, 0, 0, 0, 0, 0, 0, 0, 0
      from families g
      cross join unnest(array['base', 'protein', 'rice', 'beans', 'salsa', 'topping']) z (slot)
      where z.slot <> 'protein' or not g.has_protein
    ),
    builds as (
      select array[b.id, pr.id, r.id, bn.id, sa.id, tp.id] as ids,
        array[b.qty, pr.qty, r.qty, bn.qty, sa.qty, tp.qty] as qtys,
        array[b.name, pr.name, r.name, bn.name, sa.name, tp.name] as names,
        b.p + pr.p + r.p + bn.p + sa.p + tp.p as p, b.c + pr.c + r.c + bn.c + sa.c + tp.c as c,
        b.f + pr.f + r.f + bn.f + sa.f + tp.f as f, b.k + pr.k + r.k + bn.k + sa.k + tp.k as k,
        b.s + pr.s + r.s + bn.s + sa.s + tp.s as s, b.sod + pr.sod + r.sod + bn.sod + sa.sod + tp.sod as sod,
        b.fib + pr.fib + r.fib + bn.fib + sa.fib + tp.fib as fib,
        b.net + pr.net + r.net + bn.net + sa.net + tp.net as net
      from picks b
      join picks pr on pr.family = b.family and pr.slot = 'protein'
      join picks r on r.family = b.family and r.slot = 'rice'
      join picks bn on bn.family = b.family and bn.slot = 'beans'
      join picks sa on sa.family = b.family and sa.slot = 'salsa'
      join picks tp on tp.family = b.family and tp.slot = 'topping'
      where b.slot = 'base'
    ),
    fitting as (
      select x.*, cardinality(array_remove(x.ids, null)) as parts,
        coalesce(abs(x.p - protein_target) / nullif(protein_target, 0), 0)
          + coalesce(abs(x.c - carbs_target) / nullif(carbs_target, 0), 0)
          + coalesce(abs(x.f - fat_target) / nullif(fat_target, 0), 0)
          + coalesce(abs(x.k - calories_target) / nullif(calories_target, 0), 0) as distance,
        array_to_string(array_remove(x.names, null), ' | ') as label
      from builds x
      where cardinality(array_remove(x.ids, null)) >= 2
        and (protein_target is null or x.p between protein_target * (1 - tolerance) and protein_target * (1 + tolerance))
        and (carbs_target is null or x.c between carbs_target * (1 - tolerance) and carbs_target * (1 + tolerance))
        and (fat_target is null or x.f between fat_target * (1 - tolerance) and fat_target * (1 + tolerance))
        and (calories_target is null
          or x.k between calories_target * (1 - tolerance) and calories_target * (1 + tolerance))
        and (sugar_max is null or x.s <= sugar_max)
        and (sodium_max is null or x.sod <= sodium_max)
        and (fiber_min is null or x.fib >= fiber_min)
        and (net_carbs_max is null or x.net <= net_carbs_max)
    ),
    best as (
      select y.*, row_number() over (order by y.distance, y.parts, y.label) as place
      from (
        select distinct on (x.label, x.qtys) x.* from fitting x order by x.label, x.qtys, x.distance
      ) y
      order by y.distance, y.parts, y.label
      limit result_limit
    )
    select jsonb_agg(jsonb_build_object(
        'items', (
          select jsonb_agg(jsonb_build_object('meal', public.meal_json(m), 'quantity', i.qty) order by i.at)
          from unnest(b.ids, b.qtys) with ordinality i (id, qty, at)
          join public.meals m on m.id = i.id
        ),
        'totals', jsonb_build_object('protein', b.p, 'carbs', b.c, 'fat', b.f, 'sugar', b.s, 'calories', b.k),
        'distance', round(b.distance, 4)
      ) order by b.place)
    from best b
  ), '[]'::jsonb);
end
$$;
comment on function public.suggest_builds(uuid, numeric, numeric, numeric, numeric, numeric, integer, numeric,
  numeric, numeric) is
  'Anyone. Up to result_limit (default 5, at most 10) build-your-own orders of one restaurant''s components, one '
  'choice per slot (base, protein once or twice, rice, beans, salsa, topping), two components or more, whose summed '
  'protein, carbs, fat and calories are within ±25% of each present target and summed sugar at most sugar_max (and '
  'the label limits as suggest_meal_combos''), closest first: [{items: [{meal, quantity}] in slot order, totals: '
  '{protein, carbs, fat, sugar, calories}, distance}]; [] for a menu without components, null for an unknown '
  'restaurant. Arguments as suggest_meal_combos'', else 22023.';

revoke execute on function public.suggest_builds(uuid, numeric, numeric, numeric, numeric, numeric, integer,
  numeric, numeric, numeric) from public;
grant execute on function public.suggest_builds(uuid, numeric, numeric, numeric, numeric, numeric, integer,
  numeric, numeric, numeric) to anon, authenticated, service_role;

-- Stored orders (docs/product.md#build-your-own): a parts chain's best orders for the common goals, found by the
-- exact search of lib/orders when its menu is imported and kept as meals built from its parts.

-- The parts a chain's orders are built from, in one read (lib/orders/formats.ts says which go in which slot): the
-- menu's components and meals with their published numbers (null: not published), but the rows whose numbers may
-- belong to another item (meals.implausible) and the stored orders themselves.
create or replace function public.order_menu(restaurant_id_param uuid)
returns jsonb
language sql stable set search_path = ''
as $$
  select jsonb_build_object('restaurant_id', r.id, 'name', r.name, 'parts', coalesce((
    select jsonb_agg(jsonb_build_object(
        'id', m.id, 'name', m.name, 'kind', m.kind,
        'protein', case when m.protein is not null then m.protein_g end,
        'carbs', case when m.carbs is not null then m.carbs_g end,
        'fat', case when m.fat is not null then m.fat_g end,
        'calories', case when m.calories is not null then m.calories_kcal end,
        'sugar', case when m.sugar is not null then m.sugar_g end,
        'sodium', m.sodium_mg, 'fiber', m.fiber_g, 'net_carbs', m.net_carbs_g
      ) order by m.name, m.id)
    from public.meals m
    where m.restaurant_id = r.id and m.kind in ('component', 'meal') and m.order_format is null
      and m.implausible is null
  ), '[]'::jsonb))
  from public.restaurants r
  where r.id = public.menu_owner(restaurant_id_param)
$$;
comment on function public.order_menu(uuid) is
  'Anyone. The parts a restaurant''s (or a location''s restaurant''s) orders are built from: {restaurant_id, name, '
  'parts: [{id, name, kind, protein, carbs, fat, calories, sugar, sodium, fiber, net_carbs}]} (null values: not '
  'published), its components and meals but the implausible rows and the stored orders; null for an unknown id.';
revoke execute on function public.order_menu(uuid) from public;
grant execute on function public.order_menu(uuid) to anon, authenticated, service_role;

-- A restaurant's stored orders, replaced whole: each a meal named for what it is, filed under the format's category,
-- its numbers (every label value) the sum of its parts' published ones times their quantities (unknown when a part
-- does not publish it), its source its parts'. Its id comes from the restaurant and its name, so an order found
-- again keeps its address. A part must be a component or meal of that menu whose numbers fit (22023 otherwise).
create or replace function public.store_orders(restaurant_id_param uuid, orders jsonb)
returns integer
language plpgsql set search_path = ''
as $$
declare
  stray text;
  stored integer;
begin
  delete from public.meals m where m.restaurant_id = restaurant_id_param and m.order_format is not null;
  create temporary table wanted on commit drop as
  select md5('order:' || restaurant_id_param || ':' || (o.value ->> 'name'))::uuid as order_id,
    o.value ->> 'name' as name, o.value ->> 'format' as format, o.value ->> 'category' as category,
    (p.ordinality - 1)::smallint as place, (p.value ->> 'id')::uuid as part_id,
    (p.value ->> 'quantity')::integer as quantity
  from jsonb_array_elements(orders) o
  cross join jsonb_array_elements(o.value -> 'parts') with ordinality p;
  select w.part_id::text into stray
  from wanted w
  left join public.meals m on m.id = w.part_id and m.restaurant_id = restaurant_id_param
    and m.kind in ('component', 'meal') and m.order_format is null and m.implausible is null
  where m.id is null
  limit 1;
  if stray is not null then
    raise exception 'store_orders: % is not a part of this menu whose numbers fit', stray using errcode = '22023';
  end if;
  insert into public.meals (id, restaurant_id, name, kind, order_format, description, category, meal_types,
    protein, carbs, fat, sugar, calories, saturated_fat_g, trans_fat_g, cholesterol_mg, sodium_mg, fiber_g,
    potassium_mg, source, source_url, as_of)
  select w.order_id, restaurant_id_param, w.name, 'meal', min(w.format),
    'An order built from ' || min(r.name) || '''s menu: its numbers are the sum of its parts'' published values.',
    min(w.category), array['lunch', 'dinner'],
    case when bool_and(m.protein is not null) then trim_scale(sum(m.protein_g * w.quantity))::text end,
    case when bool_and(m.carbs is not null) then trim_scale(sum(m.carbs_g * w.quantity))::text end,
    case when bool_and(m.fat is not null) then trim_scale(sum(m.fat_g * w.quantity))::text end,
    case when bool_and(m.sugar is not null) then trim_scale(sum(m.sugar_g * w.quantity))::text end,
    case when bool_and(m.calories is not null) then trim_scale(sum(m.calories_kcal * w.quantity))::text end,
    case when bool_and(m.saturated_fat_g is not null) then sum(m.saturated_fat_g * w.quantity) end,
    case when bool_and(m.trans_fat_g is not null) then sum(m.trans_fat_g * w.quantity) end,
    case when bool_and(m.cholesterol_mg is not null) then sum(m.cholesterol_mg * w.quantity) end,
    case when bool_and(m.sodium_mg is not null) then sum(m.sodium_mg * w.quantity) end,
    case when bool_and(m.fiber_g is not null) then sum(m.fiber_g * w.quantity) end,
    case when bool_and(m.potassium_mg is not null) then sum(m.potassium_mg * w.quantity) end,
    (array_agg(m.source order by w.place))[1], (array_agg(m.source_url order by w.place))[1],
    (array_agg(m.as_of order by w.place))[1]
  from wanted w
  join public.meals m on m.id = w.part_id
  join public.restaurants r on r.id = restaurant_id_param
  group by w.order_id, w.name;
  get diagnostics stored = row_count;
  insert into public.order_parts (order_id, part_id, quantity, place)
  select w.order_id, w.part_id, w.quantity, w.place from wanted w;
  drop table wanted;
  -- The menu's JSON shows each order's parts, which were not there when the orders were inserted.
  perform public.rewrite_restaurant_menus(array[restaurant_id_param]);
  return stored;
end
$$;
comment on function public.store_orders(uuid, jsonb) is
  'Internal (the seed and npm run db:import): replaces a restaurant''s stored orders with orders [{name, format, '
  'category, parts: [{id, quantity}]}], each a meal whose numbers are the sum of its parts''; returns how many. '
  '22023 for a part that is not a plausible component or meal of that menu.';
revoke execute on function public.store_orders(uuid, jsonb) from public, anon, authenticated;
