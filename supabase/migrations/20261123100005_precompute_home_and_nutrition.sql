-- Two more reads that scan the whole catalogue, measured at a million meals (npm run bench:sql): the home page's
-- high-protein low-calorie section (5.6 s) and a chain's nutrition page (0.2 s for a chain of 450 locations). Both
-- are now computed after an import, with the listings, by refresh_catalogue_summaries().

create materialized view public.featured_meals as
select distinct on (lower(btrim(r.name))) m.id, m.protein_g, m.calories_kcal,
  public.meal_json(m) || jsonb_build_object(
    'restaurant', jsonb_build_object('id', r.id, 'name', r.name, 'city', c.name, 'address', r.address)
  ) as meal
from public.meals m
join public.restaurants r on r.id = m.restaurant_id
join public.cities c on c.id = r.city_id
-- SPEC §9: protein over 30 g and calories under 600; one meal per restaurant chain name.
where m.protein_g > 30 and m.calories_kcal < 600 and m.calories_kcal > 0
order by lower(btrim(r.name)), m.protein_g desc, m.calories_kcal, m.name, m.id;
comment on materialized view public.featured_meals is
  'The best meal of over 30 g protein and under 600 kcal of each restaurant chain, with its restaurant. Refreshed by '
  'refresh_catalogue_summaries().';
create unique index featured_meals_id_idx on public.featured_meals (id);
create index featured_meals_order_idx on public.featured_meals (protein_g desc, calories_kcal, id);

create materialized view public.restaurant_nutrition_pages as
with locations as (
  select public.name_slug(r.name) as slug, r.id, r.name, r.address, r.website, r.description, r.tags, r.city_id,
    r.updated_at
  from public.restaurants r
),
menu as (
  -- One row per meal name: locations of a chain publish the same menu.
  select distinct on (l.slug, lower(btrim(m.name))) l.slug, m
  from public.meals m
  join locations l on l.id = m.restaurant_id
  order by l.slug, lower(btrim(m.name)), m.updated_at desc, m.id
),
menus as (
  select x.slug, jsonb_agg(public.meal_json(x.m) order by (x.m).name) as meals, max((x.m).updated_at) as updated_at
  from menu x
  group by x.slug
)
select l.slug, jsonb_build_object(
    'slug', l.slug,
    'name', min(l.name),
    'description', max(l.description),
    'website', max(l.website),
    'tags', (array_agg(to_jsonb(l.tags) order by l.updated_at desc, l.id))[1],
    'updated_at', greatest(max(l.updated_at), mm.updated_at),
    'locations', jsonb_agg(jsonb_build_object('id', l.id, 'address', l.address, 'city_id', c.id, 'city', c.name,
      'state', c.state) order by c.name, l.address, l.id),
    'meals', coalesce(mm.meals, '[]'::jsonb)
  ) as page
from locations l
join public.cities c on c.id = l.city_id
left join menus mm on mm.slug = l.slug
group by l.slug, mm.meals, mm.updated_at;
comment on materialized view public.restaurant_nutrition_pages is
  'Each restaurant name''s nutrition page as JSON (see get_restaurant_nutrition). Refreshed by '
  'refresh_catalogue_summaries().';
create unique index restaurant_nutrition_pages_slug_idx on public.restaurant_nutrition_pages (slug);

revoke all on public.featured_meals, public.restaurant_nutrition_pages from anon, authenticated;
grant select on public.featured_meals, public.restaurant_nutrition_pages to anon, authenticated;

create or replace function public.refresh_catalogue_summaries()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Not concurrently: imports are rare, and a plain refresh takes a fraction of the time of a concurrent one.
  refresh materialized view public.listing_brands;
  refresh materialized view public.restaurant_brands;
  refresh materialized view public.featured_meals;
  refresh materialized view public.restaurant_nutrition_pages;
end
$$;

create or replace function public.list_high_protein_low_calorie_meals(result_limit integer default 6)
returns jsonb
language sql
stable
as $$
  select coalesce(jsonb_agg(f.meal order by f.protein_g desc, f.calories_kcal, f.id), '[]'::jsonb)
  from (
    select * from public.featured_meals
    order by protein_g desc, calories_kcal, id
    limit public.capped('result_limit', result_limit, 0, 50)
  ) f
$$;
comment on function public.list_high_protein_low_calorie_meals(integer) is
  'Anyone. Up to result_limit (at most 50) meals of over 30 g protein and under 600 kcal, at most one per '
  'restaurant chain, most protein first, each with its restaurant {id, name, city, address}; as of the last import.';

create or replace function public.get_restaurant_nutrition(slug_param text)
returns jsonb
language sql
stable
as $$
  select p.page from public.restaurant_nutrition_pages p where p.slug = slug_param
$$;
comment on function public.get_restaurant_nutrition(text) is
  'Anyone. The restaurant named by slug_param (all its locations) with its menu, one row per meal name: '
  '{slug, name, description, website, tags, updated_at, locations[], meals[]}, or null; as of the last import.';
