-- What the pages read, computed ahead: each restaurant's menu as JSON (restaurant_menus, kept by triggers on meals)
-- and the materialized views behind the listings, the restaurant nutrition pages, the home page's featured meals,
-- the list of sources, the cities list, the restaurant pickers and the home suggestions. The reads that scan the whole catalogue at a million meals (npm run bench:sql) read a
-- few hundred rows of these instead. The import (npm run db:import) and the seed refresh the views through
-- refresh_catalogue_summaries(); the catalogue changes no other way.

-- The note a meal whose numbers do not add up carries wherever its nutrition is shown (and in its JSON).
create or replace function public.meal_nutrition_note(m public.meals)
returns text
language sql immutable
as $$
  select nullif(concat_ws(' ',
    case when m.macro_kcal_mismatch is not null then
      'These numbers don''t add up: protein, carbs and fat give about ' || m.macro_kcal_mismatch::bigint
      || ' kcal; the source says ' || trim_scale(m.calories_kcal) || '.' end,
    case when m.implausible is not null then
      'These numbers may belong to another item, as published by ' || coalesce(m.source, 'the source') || '.' end
  ), '')
$$;
comment on function public.meal_nutrition_note(public.meals) is
  'Internal: ''These numbers don''''t add up: ...'' for a meal with meals.macro_kcal_mismatch set, and ''These '
  'numbers may belong to another item, as published by {source}.'' for one with meals.implausible set; null '
  'otherwise.';

-- Its own function, not a subquery of meal_json: a function with a subquery is not inlined into the queries that
-- call it, and meal_json runs for every row of the menus' summaries.
create or replace function public.order_parts_json(order_id_param uuid)
returns jsonb
language sql stable
as $$
  select jsonb_agg(jsonb_build_object('id', o.part_id, 'quantity', o.quantity) order by o.place)
  from public.order_parts o where o.order_id = order_id_param
$$;
comment on function public.order_parts_json(uuid) is
  'Internal: a stored order''s parts in their places, [{id, quantity}] (null: not a stored order).';

create or replace function public.meal_json(m public.meals)
returns jsonb
language sql stable
as $$
  select jsonb_build_object(
    'id', m.id, 'restaurant_id', m.restaurant_id, 'name', m.name, 'kind', m.kind, 'description', m.description,
    'category', m.category, 'serving', m.serving, 'meal_types', to_jsonb(m.meal_types),
    'protein', m.protein, 'carbs', m.carbs, 'fat', m.fat, 'sugar', m.sugar, 'calories', m.calories,
    'protein_g', m.protein_g, 'carbs_g', m.carbs_g, 'fat_g', m.fat_g, 'sugar_g', m.sugar_g,
    'calories_kcal', m.calories_kcal, 'source', m.source, 'source_url', m.source_url, 'as_of', m.as_of
  ) || jsonb_strip_nulls(jsonb_build_object(
    'saturated_fat_g', m.saturated_fat_g, 'trans_fat_g', m.trans_fat_g, 'cholesterol_mg', m.cholesterol_mg,
    'sodium_mg', m.sodium_mg, 'fiber_g', m.fiber_g, 'potassium_mg', m.potassium_mg, 'net_carbs_g', m.net_carbs_g,
    'dish', m.dish, 'size', m.size, 'slot', m.slot, 'role', nullif(m.role, 'meal'), 'listed', nullif(m.listed, true),
    'serves', m.serves, 'implausible', m.implausible,
    'macro_kcal_mismatch', m.macro_kcal_mismatch, 'nutrition_note', public.meal_nutrition_note(m),
    'order_format', m.order_format,
    -- A stored order's parts, in their places: what the meal builder opens it as.
    'parts', case when m.order_format is not null then public.order_parts_json(m.id) end
  ))
$$;
comment on function public.meal_json(public.meals) is
  'Internal: one menu item as JSON (its kind: meal, component or drink; its role when it is not a meal for one; '
  'listed: false when the meal lists leave it out (meals.listed); '
  'what a sharing item serves; why its numbers may belong to another item; text values as written, numeric twins, and '
  'where the values come from); the rest of the label (saturated_fat_g, trans_fat_g, cholesterol_mg, sodium_mg, '
  'fiber_g, potassium_mg, net_carbs_g), a sized dish''s dish and size, a component''s slot, a stored order''s '
  'order_format and parts [{id, quantity}] and, for numbers that do not add up, macro_kcal_mismatch and '
  'nutrition_note, only when known (absent keys: not published).';

-- The meal rules of the listings and the city pages, in one place (thresholds: docs/product.md#thresholds);
-- mirrored for the pages' text in lib/nutrition/thresholds.ts.
create or replace function public.meal_passes_rule(m public.meals, r public.restaurants, rule_param text)
returns boolean
language sql immutable
as $$
  select m.listed and case rule_param
    when 'high_protein' then m.protein_g > 40
    when 'lean_protein' then m.protein_g > 40 and (m.fat_g < 15 or m.sugar_g < 10)
    when 'breakfast' then 'breakfast' = any (m.meal_types) and m.protein_g > 35
    when 'lean_breakfast' then 'breakfast' = any (m.meal_types) and m.protein_g > 40
      and (m.fat_g < 15 or m.sugar_g < 10)
    when 'lunch' then 'lunch' = any (m.meal_types) and m.protein_g > 30
    when 'dinner' then 'dinner' = any (m.meal_types) and m.protein_g > 30
    when 'gluten_free' then 'gluten-free' = any (r.tags) and m.protein_g > 30
    when 'keto_friendly' then 'keto-friendly' = any (r.tags) and m.protein_g > 30
    when 'diabetic_options' then 'diabetic-friendly' = any (r.tags) and m.protein_g > 30
    else false
  end
$$;
comment on function public.meal_passes_rule(public.meals, public.restaurants, text) is
  'Internal: whether a meal of a restaurant passes a rule: a listing''s (see list_restaurant_brands_by_rule) or a '
  'city page''s (high_protein, breakfast, lean_breakfast; see restaurants_with_meals_json).';

-- A city page's buttons, 'High-Protein Meals' (over 30 g protein) and 'Low-Calorie Meals' (under 600 kcal, the
-- calories known), over the meals the lists show (listed). A button's count (restaurant_highlights) and the list its
-- modal opens (list_city_button_meals) both read this one rule, so they cannot disagree.
create or replace function public.meal_in_city_button(m public.meals, button_param text)
returns boolean
language sql immutable
as $$
  select m.listed and case button_param
    when 'high_protein' then m.protein_g > 30
    when 'low_calorie' then m.calories is not null and m.calories_kcal > 0 and m.calories_kcal < 600
    else false
  end
$$;
comment on function public.meal_in_city_button(public.meals, text) is
  'Internal: whether a meal is counted and listed by a city page''s button (high_protein or low_calorie).';

-- A big city page (20 restaurants, 600 meals) spent most of its time building each meal's JSON: each restaurant's
-- menu JSON is kept here, rewritten by statement triggers whenever meals change (an import rewrites only the
-- restaurants it touched, once per statement). The menu is kept as JSON text too (meals_json): list_city_restaurants
-- copies it into its answer instead of taking apart and rebuilding a jsonb value (measured at a million meals: a
-- third of the time).
create table public.restaurant_menus (
  restaurant_id uuid primary key references public.restaurants (id) on delete cascade,
  meals jsonb not null,
  meals_json json not null
);
comment on table public.restaurant_menus is
  'Each restaurant''s meals as the JSON array the pages show (meal_json, by name), kept by triggers on meals.';
comment on column public.restaurant_menus.meals_json is
  'The same menu as meals, as JSON text: copied as it is into list_city_restaurants'' answer.';

alter table public.restaurant_menus enable row level security;
revoke all on public.restaurant_menus from anon, authenticated;
grant select on public.restaurant_menus to anon, authenticated;
create policy "menus are public" on public.restaurant_menus for select to anon, authenticated using (true);

create or replace function public.rewrite_restaurant_menus(restaurant_ids uuid[])
returns void
language sql security definer set search_path = ''
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

create or replace function public.meals_changed()
returns trigger
language plpgsql security definer set search_path = ''
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

create trigger meals_inserted_menus after insert on public.meals
  referencing new table as new_meals for each statement execute function public.meals_changed();
create trigger meals_updated_menus after update on public.meals
  referencing old table as old_meals new table as new_meals for each statement execute function public.meals_changed();
create trigger meals_deleted_menus after delete on public.meals
  referencing old table as old_meals for each statement execute function public.meals_changed();

-- An independent restaurant's place (its first location's city); none for a chain, which stands in many.
create view public.restaurant_home as
select distinct on (l.restaurant_id) l.restaurant_id, c.id as city_id, c.name as city, c.state
from public.locations l
join public.restaurants r on r.id = l.restaurant_id and not r.is_chain
join public.cities c on c.id = l.city_id
order by l.restaurant_id, l.created_at, l.id;
comment on view public.restaurant_home is
  'Internal (the summaries): an independent restaurant''s city {city_id, city, state}; no row for a chain.';
revoke all on public.restaurant_home from anon, authenticated;

-- Where each restaurant stands, counted: how many locations and cities it has (the listings, the nutrition pages).
create materialized view public.restaurant_places as
select r.id as restaurant_id, count(l.id)::int as location_count, count(distinct l.city_id)::int as city_count
from public.restaurants r
left join public.locations l on l.restaurant_id = r.id
group by r.id;
comment on materialized view public.restaurant_places is
  'Per restaurant: location_count and city_count. Refreshed by refresh_catalogue_summaries().';
create unique index restaurant_places_id_idx on public.restaurant_places (restaurant_id);

-- What a list of restaurants shows of each menu, computed once per menu instead of once per location: how many
-- meals it has and pass the city modals' filters (over 30 g protein; under 600 kcal), its best high-protein
-- low-calorie meals (over 30 g protein, under 600 kcal: the city overview's and the home page's meal section), and
-- for each city page's rule (meal_passes_rule: high_protein, breakfast, lean_breakfast) how many meals pass, the
-- best of them, and the values the pages order restaurants by.
create materialized view public.restaurant_highlights as
-- Every aggregate is grouped once over the meals and joined by restaurant (no lookup per restaurant), and only
-- the meals a list shows are turned into JSON: at 100,000 menus and a million meals this stays a few scans.
with passing as (
  select m.restaurant_id, rule.name as rule, m,
    row_number() over (partition by m.restaurant_id, rule.name order by
      -- The lean page lists the leanest first; the others the most protein first.
      case when rule.name = 'lean_breakfast' then m.fat_g end, m.protein_g desc, m.name, m.id) as place
  from public.meals m
  join public.restaurants r on r.id = m.restaurant_id
  cross join (values ('high_protein'), ('breakfast'), ('lean_breakfast')) rule (name)
  where public.meal_passes_rule(m, r, rule.name)
),
rules as (
  select p.restaurant_id, p.rule, count(*)::int as meal_total, max((p.m).protein_g) as best_protein,
    min((p.m).fat_g) as least_fat,
    json_agg(public.meal_json(p.m) order by p.place) filter (where p.place <= 3) as meals
  from passing p
  group by p.restaurant_id, p.rule
),
rule_summaries as (
  select x.restaurant_id,
    jsonb_object_agg(x.rule, jsonb_build_object('meal_total', x.meal_total, 'best_protein', x.best_protein,
      'least_fat', x.least_fat)) as rules,
    (array_agg(x.meals) filter (where x.rule = 'high_protein'))[1] as high_protein_meals,
    (array_agg(x.meals) filter (where x.rule = 'breakfast'))[1] as breakfast_meals,
    (array_agg(x.meals) filter (where x.rule = 'lean_breakfast'))[1] as lean_breakfast_meals
  from rules x
  group by x.restaurant_id
),
featured as (
  select y.restaurant_id, json_agg(public.meal_json(y.m) order by y.place) as meals
  from (
    select m.restaurant_id, m,
      row_number() over (partition by m.restaurant_id order by m.protein_g desc, m.calories_kcal, m.name, m.id) as place
    from public.meals m
    where m.listed and m.protein_g > 30 and m.calories_kcal > 0 and m.calories_kcal < 600
  ) y
  where y.place <= 6
  group by y.restaurant_id
),
counts as (
  select m.restaurant_id, count(*)::int as meal_count,
    (count(*) filter (where public.meal_in_city_button(m, 'high_protein')))::int as high_protein_count,
    (count(*) filter (where public.meal_in_city_button(m, 'low_calorie')))::int as low_calorie_count
  from public.meals m
  where m.listed
  group by m.restaurant_id
)
select r.id as restaurant_id, coalesce(c.meal_count, 0) as meal_count,
  coalesce(c.high_protein_count, 0) as high_protein_count, coalesce(c.low_calorie_count, 0) as low_calorie_count,
  coalesce(f.meals, '[]'::json) as featured, coalesce(x.rules, '{}'::jsonb) as rules, x.high_protein_meals,
  x.breakfast_meals, x.lean_breakfast_meals
from public.restaurants r
left join counts c on c.restaurant_id = r.id
left join featured f on f.restaurant_id = r.id
left join rule_summaries x on x.restaurant_id = r.id;
comment on materialized view public.restaurant_highlights is
  'Per restaurant: meal_count, high_protein_count (over 30 g), low_calorie_count (under 600 kcal), featured (its '
  'best 6 meals of over 30 g protein and under 600 kcal), rules {rule: {meal_total, best_protein, least_fat}} for '
  'the city pages'' rules, and each rule''s best 3 meals (high_protein_meals, breakfast_meals, '
  'lean_breakfast_meals; null when none passes). The meals are JSON text, copied as they are into the lists. '
  'Refreshed by refresh_catalogue_summaries().';
create unique index restaurant_highlights_id_idx on public.restaurant_highlights (restaurant_id);

-- Each city's size: the locations and restaurants in it. Decides which city a shared name means, which cities are
-- prebuilt and which city pages search engines are asked to index.
create materialized view public.city_stats as
select c.id as city_id, count(l.id)::int as location_count, count(distinct l.restaurant_id)::int as restaurant_count
from public.cities c
left join public.locations l on l.city_id = c.id
group by c.id;
comment on materialized view public.city_stats is
  'Per city: location_count and restaurant_count (distinct restaurants with a location there). Refreshed by '
  'refresh_catalogue_summaries().';
create unique index city_stats_id_idx on public.city_stats (city_id);

-- The listings (meal_passes_rule): per rule and restaurant brand, its best meals by protein and by protein per
-- calorie, and its best of each, so a listing can be read in either order.
create materialized view public.listing_brands as
with passing as (
  select rule.name as rule, public.name_slug(r.name) as slug, r.name as restaurant_name, r.id as restaurant_id,
    r.description, m as meal_row, m.name as meal_name, m.protein_g,
    public.protein_density(m.protein, m.protein_g, m.calories_kcal) as density,
    row_number() over (partition by rule.name, public.name_slug(r.name), lower(btrim(m.name))
      order by m.protein_g desc, m.id) as copy
  from public.restaurants r
  join public.meals m on m.restaurant_id = r.id
  cross join (values ('high_protein'), ('lean_protein'), ('lunch'), ('dinner'), ('gluten_free'), ('keto_friendly'),
    ('diabetic_options')) rule (name)
  where public.meal_passes_rule(m, r, rule.name)
),
ranked as (
  select x.*, row_number() over (partition by x.rule, x.slug order by x.protein_g desc, x.meal_name) as rank,
    row_number() over (partition by x.rule, x.slug order by x.density desc nulls last, x.meal_name) as density_rank
  from passing x
  where x.copy = 1
),
city_counts as (
  select x.rule, x.slug, count(distinct l.city_id)::int as city_count
  from (select distinct rule, slug, restaurant_id from passing) x
  left join public.locations l on l.restaurant_id = x.restaurant_id
  group by x.rule, x.slug
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
create index listing_brands_density_order_idx on public.listing_brands (rule, best_density desc nulls last, name);

create materialized view public.restaurant_brands as
select public.name_slug(r.name) as slug, min(r.name) as name,
  (select count(distinct l.city_id)::int from public.locations l
   join public.restaurants o on o.id = l.restaurant_id where public.name_slug(o.name) = public.name_slug(min(r.name)))
    as city_count,
  max(greatest(r.updated_at,
    (select max(m.updated_at) from public.meals m where m.restaurant_id = r.id))) as updated_at
from public.restaurants r
group by public.name_slug(r.name);
comment on materialized view public.restaurant_brands is
  'Every restaurant name once: slug, name, city_count, updated_at. Refreshed by refresh_catalogue_summaries().';
create unique index restaurant_brands_slug_idx on public.restaurant_brands (slug);

-- Every name of restaurant_brands as one JSON value, read whole by list_restaurant_brands: at 100,000 names,
-- building an object per name on each call was most of its time, and as columns ({slug: [...], name: [...], ...})
-- the answer is two thirds the size of a list of objects and read in half the time.
-- Its one row's id (1) is the unique key a concurrent refresh needs, as city_list's and
-- restaurant_name_option_list's are.
create materialized view public.restaurant_brand_list as
select 1 as id,
  json_build_object('slug', coalesce(json_agg(b.slug order by b.sort_name, b.name, b.slug), '[]'::json),
    'name', coalesce(json_agg(b.name order by b.sort_name, b.name, b.slug), '[]'::json),
    'city_count', coalesce(json_agg(b.city_count order by b.sort_name, b.name, b.slug), '[]'::json),
    'updated_at', coalesce(json_agg(b.updated_at order by b.sort_name, b.name, b.slug), '[]'::json)) as brands
from (select b.*, public.reading_order(b.name) as sort_name from public.restaurant_brands b) b;
comment on materialized view public.restaurant_brand_list is
  'One row (id 1): every restaurant name by name (reading_order), as columns {slug: [], name: [], city_count: [], '
  'updated_at: []}. '
  'Refreshed by refresh_catalogue_summaries().';
create unique index restaurant_brand_list_id_idx on public.restaurant_brand_list (id);

create materialized view public.featured_meals as
select distinct on (lower(btrim(r.name))) m.id, m.protein_g, m.calories_kcal,
  public.meal_json(m) || jsonb_build_object(
    'restaurant', jsonb_build_object('id', r.id, 'name', r.name, 'city', null, 'address', null)
  ) as meal
from public.meals m
join public.restaurants r on r.id = m.restaurant_id
-- Protein over 30 g and calories under 600 (docs/product.md#thresholds); one meal per restaurant chain name.
where m.listed and m.protein_g > 30 and m.calories_kcal < 600 and m.calories_kcal > 0
order by lower(btrim(r.name)), m.protein_g desc, m.calories_kcal, m.name, m.id;
comment on materialized view public.featured_meals is
  'The best meal of over 30 g protein and under 600 kcal of each restaurant chain, with its restaurant. Refreshed by '
  'refresh_catalogue_summaries().';
create unique index featured_meals_id_idx on public.featured_meals (id);
create index featured_meals_order_idx on public.featured_meals (protein_g desc, calories_kcal, id);

-- A restaurant's nutrition page: its menu once, and where it stands as a count per city (a chain may have
-- thousands of locations: the page lists its cities, most locations first, at most 60).
create materialized view public.restaurant_nutrition_pages as
with brands as (
  select public.name_slug(r.name) as slug, r.id, r.name, r.website, r.description, r.tags, r.updated_at
  from public.restaurants r
),
menu as (
  -- One row per meal name: restaurants of one name publish the same menu.
  select distinct on (b.slug, lower(btrim(m.name))) b.slug, m
  from public.meals m
  join brands b on b.id = m.restaurant_id
  order by b.slug, lower(btrim(m.name)), m.updated_at desc, m.id
),
menus as (
  select x.slug, jsonb_agg(public.meal_json(x.m) order by (x.m).name) as meals, max((x.m).updated_at) as updated_at,
    -- The meals the lists show (listed): what the page's chart plots.
    jsonb_agg((x.m).id order by (x.m).name) filter (where (x.m).listed) as listed_meal_ids
  from menu x
  group by x.slug
),
cities as (
  select b.slug, l.city_id, count(*)::int as location_count
  from brands b join public.locations l on l.restaurant_id = b.id
  group by b.slug, l.city_id
),
places as (
  select x.slug, sum(x.location_count)::int as location_count, count(*)::int as city_count,
    jsonb_agg(jsonb_build_object('city_id', c.id, 'city', c.name, 'state', c.state,
      'location_count', x.location_count) order by x.location_count desc, c.name, c.state)
      filter (where x.place <= 60) as cities
  from (select y.*, row_number() over (partition by y.slug order by y.location_count desc, y.city_id) as place
        from cities y) x
  join public.cities c on c.id = x.city_id
  group by x.slug
),
names as (
  select b.slug, min(b.name) as name, max(b.description) as description, max(b.website) as website,
    (array_agg(to_jsonb(b.tags) order by b.updated_at desc, b.id))[1] as tags, max(b.updated_at) as updated_at
  from brands b
  group by b.slug
)
select n.slug, jsonb_build_object(
    'slug', n.slug, 'name', n.name, 'description', n.description, 'website', n.website, 'tags', n.tags,
    'updated_at', greatest(n.updated_at, mm.updated_at), 'location_count', coalesce(p.location_count, 0),
    'city_count', coalesce(p.city_count, 0), 'cities', coalesce(p.cities, '[]'::jsonb),
    'meals', coalesce(mm.meals, '[]'::jsonb), 'listed_meal_ids', coalesce(mm.listed_meal_ids, '[]'::jsonb)
  ) as page
from names n
left join places p on p.slug = n.slug
left join menus mm on mm.slug = n.slug;
comment on materialized view public.restaurant_nutrition_pages is
  'Each restaurant name''s nutrition page as JSON (see get_restaurant_nutrition). Refreshed by '
  'refresh_catalogue_summaries().';
create unique index restaurant_nutrition_pages_slug_idx on public.restaurant_nutrition_pages (slug);

-- Where the places come from, for /about/data: each location source with its counts.
create materialized view public.location_sources as
select l.source, l.source_url, l.as_of, count(*)::int as location_count,
  count(distinct l.restaurant_id)::int as restaurant_count, count(distinct l.city_id)::int as city_count
from public.locations l
group by l.source, l.source_url, l.as_of;
comment on materialized view public.location_sources is
  'Each source of the locations (name, link, date; null: not recorded) with how many locations, restaurants and '
  'cities it gives. Refreshed by refresh_catalogue_summaries().';
create unique index location_sources_key_idx on public.location_sources (source, source_url, as_of)
  nulls not distinct;

-- The sources behind the catalogue, for the page that explains them (/about/data).
create materialized view public.meal_sources as
select m.source, m.source_url, m.as_of, count(*)::int as meal_count,
  count(distinct public.name_slug(r.name))::int as restaurant_count
from public.meals m
join public.restaurants r on r.id = m.restaurant_id
group by m.source, m.source_url, m.as_of;
comment on materialized view public.meal_sources is
  'Each recorded source (name, link, date; all null: not recorded) with how many meals and restaurant names '
  'use it. Refreshed by refresh_catalogue_summaries().';
create unique index meal_sources_key_idx on public.meal_sources (source, source_url, as_of) nulls not distinct;

-- Each menu's date and its numbers that do not add up, for /about/data: per restaurant name with meals, the
-- oldest date its values are as of, how many meals it has, how many give all four of protein, carbs, fat and
-- calories (the ones the check reads) and how many of those the check flags (meals.macro_kcal_mismatch).
create materialized view public.menu_checks as
select public.name_slug(r.name) as slug, min(r.name) as name, min(m.source) as source, min(m.source_url) as source_url,
  min(m.as_of) as as_of, count(*)::int as meal_count,
  count(*) filter (where m.protein ~ '[0-9]' and m.carbs ~ '[0-9]' and m.fat ~ '[0-9]'
    and m.calories ~ '[0-9]')::int as checked_count,
  count(m.macro_kcal_mismatch)::int as flagged_count,
  -- Rows whose numbers do not fit what they are (meals.implausible): checked whatever values they give.
  count(m.implausible)::int as implausible_count
from public.meals m
join public.restaurants r on r.id = m.restaurant_id
group by public.name_slug(r.name);
comment on materialized view public.menu_checks is
  'Per restaurant name with meals: slug, name, source and source_url (the menu''s document), as_of (oldest), '
  'meal_count (every item of the menu), checked_count, flagged_count, implausible_count. Refreshed '
  'by refresh_catalogue_summaries().';
create unique index menu_checks_slug_idx on public.menu_checks (slug);

-- Every city as one JSON array in name order, with the fields the pages that list every city use (the cities pages,
-- the city pages' static parameters, the sitemaps): list_cities reads this one value instead of building an object
-- per city on each call. Written compactly (no spaces): at 30,000 cities the answer's size is its cost.
create materialized view public.city_list as
select 1 as id, coalesce(json_agg(x order by x.name, x.state), '[]'::json) as cities
from (
  select c.id, c.name, c.state, c.updated_at, s.location_count, s.restaurant_count
  from public.cities c join public.city_stats s on s.city_id = c.id
) x;
comment on materialized view public.city_list is
  'One row (id 1): every city {id, name, state, updated_at, location_count, restaurant_count} as a JSON array by '
  'name, then state. Refreshed by refresh_catalogue_summaries().';
create unique index city_list_id_idx on public.city_list (id);

-- The meal builder's restaurant list (docs/product.md#meal-builder): one restaurant per lower-cased, trimmed name,
-- every name containing 'whole foods' as one, keeping the first by name, city and id.
create materialized view public.restaurant_name_options as
select distinct on (x.name_key) x.id, x.name, x.city, x.state
from (
  select r.id, r.name, p.city, p.state,
    case when lower(btrim(r.name, E' \t\n\r\f')) like '%whole foods%' then 'whole foods'
      else lower(btrim(r.name, E' \t\n\r\f')) end as name_key
  from public.restaurants r
  left join public.restaurant_home p on p.restaurant_id = r.id
) x
order by x.name_key, x.name, x.city nulls first, x.id;
comment on materialized view public.restaurant_name_options is
  'The first restaurant (by name, city, id) of each lower-cased trimmed name, all ''whole foods'' names as one: '
  'id, name, city, state (null for a chain). Refreshed by refresh_catalogue_summaries().';
create unique index restaurant_name_options_id_idx on public.restaurant_name_options (id);

-- The same list as one JSON value by name (as people read it, reading_order), city and id, in columns as
-- restaurant_brand_list, read whole by list_restaurant_options.
create materialized view public.restaurant_name_option_list as
select 1 as id,
  json_build_object('id', coalesce(json_agg(o.id order by o.sort_name, o.name, o.city, o.id), '[]'::json),
    'name', coalesce(json_agg(o.name order by o.sort_name, o.name, o.city, o.id), '[]'::json),
    'city', coalesce(json_agg(o.city order by o.sort_name, o.name, o.city, o.id), '[]'::json),
    'state', coalesce(json_agg(o.state order by o.sort_name, o.name, o.city, o.id), '[]'::json)) as options
from (select o.*, public.reading_order(o.name) as sort_name from public.restaurant_name_options o) o;
comment on materialized view public.restaurant_name_option_list is
  'One row (id 1): restaurant_name_options by name (reading_order), city and id, as columns {id: [], name: [], '
  'city: [], state: []}. '
  'Refreshed by refresh_catalogue_summaries().';
create unique index restaurant_name_option_list_id_idx on public.restaurant_name_option_list (id);

-- The request form's restaurant picker searches every restaurant by a part of 'name city, state'.
create materialized view public.restaurant_options as
select r.id, r.name, p.city, p.state,
  -- Listed by name as people read it.
  public.reading_order(r.name) as sort_name,
  -- Spaces as the search term has them: trimmed, one between words.
  regexp_replace(lower(btrim(r.name) || coalesce(' ' || btrim(p.city) || ', ' || p.state, '')), '\s+', ' ', 'g')
    as search_text
from public.restaurants r
left join public.restaurant_home p on p.restaurant_id = r.id;
comment on materialized view public.restaurant_options is
  'Every restaurant: id, name, city, state (null for a chain), sort_name (reading_order) and search_text, '
  'lower(''name city, state''), for '
  'the request form''s picker. Refreshed by refresh_catalogue_summaries().';
create unique index restaurant_options_id_idx on public.restaurant_options (id);
create index restaurant_options_order_idx on public.restaurant_options (sort_name, name, city, id);
create index restaurant_options_search_idx on public.restaurant_options
  using gin (search_text extensions.gin_trgm_ops);

-- The home suggestions draw restaurants, then for each a random number from 1 to its count of locations, an index
-- lookup here, instead of sorting its locations by random(): a random place of each restaurant drawn.
create materialized view public.restaurant_draw as
select l.restaurant_id, row_number() over (partition by l.restaurant_id order by l.id) as n, l.id
from public.locations l;
comment on materialized view public.restaurant_draw is
  'Each restaurant''s locations numbered 1 to its count (n), for uniform random picks of a place of a restaurant. '
  'Refreshed by refresh_catalogue_summaries().';
create unique index restaurant_draw_n_idx on public.restaurant_draw (restaurant_id, n);

revoke all on public.restaurant_places, public.restaurant_highlights, public.city_stats, public.listing_brands,
  public.restaurant_brands, public.featured_meals, public.restaurant_nutrition_pages, public.meal_sources,
  public.location_sources, public.city_list, public.restaurant_name_options, public.restaurant_options,
  public.restaurant_draw, public.restaurant_brand_list, public.restaurant_name_option_list, public.menu_checks
  from anon, authenticated;
grant select on public.restaurant_places, public.restaurant_highlights, public.city_stats, public.listing_brands,
  public.restaurant_brands, public.featured_meals, public.restaurant_nutrition_pages, public.meal_sources,
  public.location_sources, public.city_list, public.restaurant_name_options, public.restaurant_options,
  public.restaurant_draw, public.restaurant_brand_list, public.restaurant_name_option_list, public.menu_checks
  to anon, authenticated;

create or replace function public.refresh_catalogue_summaries()
returns void
language plpgsql security definer set search_path = ''
as $$
begin
  -- Concurrently: the pages keep reading the previous summaries while the new ones are built, until the caller's
  -- transaction commits (an import's stays open until its last row). A plain refresh locks each view against every
  -- reader until then, and the pages' reads ran into their statement timeout. Each view has a unique index over
  -- plain columns for it; the views reading other views come after them.
  refresh materialized view concurrently public.restaurant_places;
  refresh materialized view concurrently public.restaurant_highlights;
  refresh materialized view concurrently public.city_stats;
  refresh materialized view concurrently public.listing_brands;
  refresh materialized view concurrently public.restaurant_brands;
  refresh materialized view concurrently public.restaurant_brand_list;
  refresh materialized view concurrently public.featured_meals;
  refresh materialized view concurrently public.restaurant_nutrition_pages;
  refresh materialized view concurrently public.meal_sources;
  refresh materialized view concurrently public.location_sources;
  refresh materialized view concurrently public.city_list;
  refresh materialized view concurrently public.restaurant_name_options;
  refresh materialized view concurrently public.restaurant_name_option_list;
  refresh materialized view concurrently public.restaurant_options;
  refresh materialized view concurrently public.restaurant_draw;
  refresh materialized view concurrently public.menu_checks;
end
$$;
comment on function public.refresh_catalogue_summaries() is
  'The import and the seed (not the public): recomputes the catalogue''s materialized views while they stay '
  'readable (each concurrently); returns nothing.';
