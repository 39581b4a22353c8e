-- Build-your-own orders (docs/product.md#build-your-own): a parts chain's orders are built the way its counter takes
-- them (lib/orders/formats.ts), found by the exact search of lib/orders over the menu's parts (order_menu); the best
-- orders for the common goals are kept as meals built from their parts (store_orders), and follow the menu whatever
-- changes it (the meals triggers below, order_menus_due).

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

-- An order's numbers, in one place: every label value the sum of its parts' published ones times their quantities
-- (unknown when a part does not publish it), its source its first part's. store_orders sets them, and the triggers
-- below set them again whenever a part's numbers change, so an order's numbers are always exactly its parts' sum.
create or replace function public.sum_order_parts(order_ids uuid[])
returns void
language sql security definer set search_path = ''
as $$
  with sums as (
    select o.order_id,
      case when bool_and(m.protein is not null) then trim_scale(sum(m.protein_g * o.quantity))::text end as protein,
      case when bool_and(m.carbs is not null) then trim_scale(sum(m.carbs_g * o.quantity))::text end as carbs,
      case when bool_and(m.fat is not null) then trim_scale(sum(m.fat_g * o.quantity))::text end as fat,
      case when bool_and(m.sugar is not null) then trim_scale(sum(m.sugar_g * o.quantity))::text end as sugar,
      case when bool_and(m.calories is not null) then trim_scale(sum(m.calories_kcal * o.quantity))::text
        end as calories,
      case when bool_and(m.saturated_fat_g is not null) then sum(m.saturated_fat_g * o.quantity) end as saturated,
      case when bool_and(m.trans_fat_g is not null) then sum(m.trans_fat_g * o.quantity) end as trans,
      case when bool_and(m.cholesterol_mg is not null) then sum(m.cholesterol_mg * o.quantity) end as cholesterol,
      case when bool_and(m.sodium_mg is not null) then sum(m.sodium_mg * o.quantity) end as sodium,
      case when bool_and(m.fiber_g is not null) then sum(m.fiber_g * o.quantity) end as fiber,
      case when bool_and(m.potassium_mg is not null) then sum(m.potassium_mg * o.quantity) end as potassium,
      (array_agg(m.source order by o.place))[1] as source, (array_agg(m.source_url order by o.place))[1] as url,
      (array_agg(m.as_of order by o.place))[1] as as_of
    from public.order_parts o
    join public.meals m on m.id = o.part_id
    where o.order_id in (select unnest(order_ids))
    group by o.order_id
  )
  update public.meals m set protein = s.protein, carbs = s.carbs, fat = s.fat, sugar = s.sugar,
    calories = s.calories, saturated_fat_g = s.saturated, trans_fat_g = s.trans, cholesterol_mg = s.cholesterol,
    sodium_mg = s.sodium, fiber_g = s.fiber, potassium_mg = s.potassium, source = s.source, source_url = s.url,
    as_of = s.as_of
  from sums s
  where m.id = s.order_id
    -- Only real changes: an unchanged order is not rewritten (nor its menu's JSON).
    and (m.protein, m.carbs, m.fat, m.sugar, m.calories, m.saturated_fat_g, m.trans_fat_g, m.cholesterol_mg,
      m.sodium_mg, m.fiber_g, m.potassium_mg, m.source, m.source_url, m.as_of)
      is distinct from (s.protein, s.carbs, s.fat, s.sugar, s.calories, s.saturated, s.trans, s.cholesterol,
        s.sodium, s.fiber, s.potassium, s.source, s.url, s.as_of)
$$;
comment on function public.sum_order_parts(uuid[]) is
  'Internal (store_orders and the meals triggers): sets each given stored order''s numbers to the sum of its '
  'parts'' (unknown when a part does not publish one) and its source to its first part''s.';

-- The chains whose menus changed since their orders were last found: the parts an order may be built from (a
-- chain's components and meals) were added, changed or removed, by any path (an import, a desk approval, an
-- operator's statement). lib/orders/store.ts finds their orders again after every write to the catalogue, and
-- store_orders clears the mark. Only chains are marked: an independent restaurant's menu is never built at a counter.
create table public.order_menus_due (
  restaurant_id uuid primary key references public.restaurants (id) on delete cascade,
  since timestamptz not null default now()
);
comment on table public.order_menus_due is
  'The chains whose parts changed since their stored orders were found (lib/orders/store.ts finds them again).';
alter table public.order_menus_due enable row level security;
revoke all on public.order_menus_due from anon, authenticated;

-- A restaurant's stored orders, replaced whole: each a meal named for what it is, filed under the format's category,
-- its numbers the sum of its parts' (sum_order_parts). Its id comes from the restaurant and its name, so an order
-- found again keeps its address. A part must be a component or meal of that menu whose numbers fit (22023
-- otherwise). The menu's orders are no longer due (order_menus_due); a menu not built at a counter stores none.
-- The orders come as JSON text, which every adapter passes alike.
create or replace function public.store_orders(restaurant_id_param uuid, orders_json text)
returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  orders jsonb;
  stray text;
  stored integer;
  removed integer;
begin
  begin
    orders := orders_json::jsonb;
  exception when others then
    raise exception 'store_orders: the orders must be a JSON array' using errcode = '22023';
  end;
  if jsonb_typeof(orders) is distinct from 'array' then
    raise exception 'store_orders: the orders must be a JSON array' using errcode = '22023';
  end if;
  delete from public.order_menus_due d where d.restaurant_id = restaurant_id_param;
  delete from public.meals m where m.restaurant_id = restaurant_id_param and m.order_format is not null;
  get diagnostics removed = row_count;
  if removed = 0 and jsonb_array_length(orders) = 0 then
    return 0;
  end if;
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
  insert into public.meals (id, restaurant_id, name, kind, order_format, description, category, meal_types)
  select w.order_id, restaurant_id_param, w.name, 'meal', min(w.format),
    'An order built from ' || min(r.name) || '''s menu: its numbers are the sum of its parts'' published values.',
    min(w.category), array['lunch', 'dinner']
  from wanted w
  join public.restaurants r on r.id = restaurant_id_param
  group by w.order_id, w.name;
  get diagnostics stored = row_count;
  insert into public.order_parts (order_id, part_id, quantity, place)
  select w.order_id, w.part_id, w.quantity, w.place from wanted w;
  perform public.sum_order_parts(array(select distinct w.order_id from wanted w));
  drop table wanted;
  -- The menu's JSON shows each order's parts, which were not there when the orders were inserted.
  perform public.rewrite_restaurant_menus(array[restaurant_id_param]);
  return stored;
end
$$;
comment on function public.store_orders(uuid, text) is
  'Internal (the seed, and the import and the review desk through lib/orders/store.ts): replaces a restaurant''s '
  'stored orders with orders (JSON text: [{name, format, category, parts: [{id, quantity}]}]), each a meal whose '
  'numbers are the sum of its parts'', and clears its mark in order_menus_due; returns how many. 22023 for a part '
  'that is not a plausible component or meal of that menu.';
revoke execute on function public.store_orders(uuid, text) from public, anon, authenticated;
grant execute on function public.store_orders(uuid, text) to service_role;

-- The menus due, for lib/orders/store.ts: [{restaurant_id, name}], oldest first.
create or replace function public.order_menus_due()
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('restaurant_id', r.id, 'name', r.name) order by d.since, r.id),
    '[]'::jsonb)
  from public.order_menus_due d
  join public.restaurants r on r.id = d.restaurant_id
$$;
comment on function public.order_menus_due() is
  'Internal (the import and the review desk, through lib/orders/store.ts): the chains whose parts changed since '
  'their orders were found, [{restaurant_id, name}].';
revoke execute on function public.order_menus_due() from public, anon, authenticated;
grant execute on function public.order_menus_due() to service_role;

-- After any write to meals: a chain whose possible parts changed is due (order_menus_due); a stored order whose part
-- is no longer a plausible component or meal goes, as one whose part is deleted does (order_part_removed); the other
-- orders of a changed part take its new numbers at once (sum_order_parts).
create or replace function public.meals_changed_orders()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  changed uuid[];
begin
  if tg_op = 'UPDATE' then
    -- A statement trigger fires for a statement that changed no row too (sum_order_parts' own update, say).
    if not exists (select 1 from new_meals) then
      return null;
    end if;
    insert into public.order_menus_due (restaurant_id)
    select distinct n.restaurant_id
    from new_meals n
    join old_meals o on o.id = n.id
    join public.restaurants r on r.id = n.restaurant_id and r.is_chain
    where n.order_format is null and (n.kind in ('component', 'meal') or o.kind in ('component', 'meal'))
      and (n.name, n.kind, n.slot, n.protein, n.carbs, n.fat, n.sugar, n.calories, n.sodium_mg, n.fiber_g,
        n.implausible) is distinct from (o.name, o.kind, o.slot, o.protein, o.carbs, o.fat, o.sugar, o.calories,
        o.sodium_mg, o.fiber_g, o.implausible)
    on conflict (restaurant_id) do nothing;
    delete from public.meals m
    where m.id in (
      select p.order_id from public.order_parts p join new_meals n on n.id = p.part_id
      where n.kind not in ('component', 'meal') or n.implausible is not null or n.order_format is not null);
    changed := array(select distinct p.order_id from public.order_parts p join new_meals n on n.id = p.part_id);
    if cardinality(changed) > 0 then
      perform public.sum_order_parts(changed);
    end if;
  elsif tg_op = 'INSERT' then
    insert into public.order_menus_due (restaurant_id)
    select distinct n.restaurant_id
    from new_meals n
    join public.restaurants r on r.id = n.restaurant_id and r.is_chain
    where n.order_format is null and n.kind in ('component', 'meal')
    on conflict (restaurant_id) do nothing;
  else
    -- A restaurant deleted with its menu is found no more, and marks nothing.
    insert into public.order_menus_due (restaurant_id)
    select distinct o.restaurant_id
    from old_meals o
    join public.restaurants r on r.id = o.restaurant_id and r.is_chain
    where o.order_format is null and o.kind in ('component', 'meal')
    on conflict (restaurant_id) do nothing;
  end if;
  return null;
end
$$;
comment on function public.meals_changed_orders() is
  'Internal (trigger): marks the chains whose parts changed, and keeps each stored order''s numbers its parts'' sum.';

create trigger meals_inserted_orders after insert on public.meals
  referencing new table as new_meals for each statement execute function public.meals_changed_orders();
create trigger meals_updated_orders after update on public.meals
  referencing old table as old_meals new table as new_meals for each statement
  execute function public.meals_changed_orders();
create trigger meals_deleted_orders after delete on public.meals
  referencing old table as old_meals for each statement execute function public.meals_changed_orders();
