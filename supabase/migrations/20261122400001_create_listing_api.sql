-- Listings across cities and the restaurant nutrition pages. A "brand" is every location sharing one restaurant
-- name; its URL slug is the name in kebab case (/restaurant-nutrition/{slug}).

create or replace function public.name_slug(value text)
returns text
language sql
immutable
parallel safe
as $$
  select btrim(regexp_replace(lower(coalesce(value, '')), '[^a-z0-9]+', '-', 'g'), '-')
$$;
comment on function public.name_slug(text) is 'Anyone. A name as a URL slug (''Chick-fil-A'' -> ''chick-fil-a'').';

create index restaurants_name_slug_idx on public.restaurants (public.name_slug(name));

-- Thresholds as in the city page functions (docs/product.md#thresholds); mirrored in
-- lib/nutrition/thresholds.ts.
create or replace function public.meal_passes_rule(m public.meals, r public.restaurants, rule_param text)
returns boolean
language sql
immutable
as $$
  select case rule_param
    when 'high_protein' then m.protein_g > 40
    when 'lean_protein' then m.protein_g > 40 and (m.fat_g < 15 or m.sugar_g < 10)
    when 'lunch' then 'lunch' = any (m.meal_types) and m.protein_g > 30
    when 'dinner' then 'dinner' = any (m.meal_types) and m.protein_g > 30
    when 'gluten_free' then 'gluten-free' = any (r.tags) and m.protein_g > 30
    when 'keto_friendly' then 'keto-friendly' = any (r.tags) and m.protein_g > 30
    when 'diabetic_options' then 'diabetic-friendly' = any (r.tags) and m.protein_g > 30
    else false
  end
$$;
comment on function public.meal_passes_rule(public.meals, public.restaurants, text) is
  'Internal: whether a meal of a restaurant passes a listing rule (see list_restaurant_brands_by_rule).';

create or replace function public.list_restaurant_brands_by_rule(rule_param text, meals_per_brand integer default 3)
returns jsonb
language sql
stable
as $$
  with passing as (
    select public.name_slug(r.name) as slug, r.name as restaurant_name, r.city_id, r.tags, r.description,
      m as meal_row, m.name as meal_name, m.protein_g,
      row_number() over (partition by public.name_slug(r.name), lower(btrim(m.name))
        order by m.protein_g desc, m.id) as copy
    from public.restaurants r
    join public.meals m on m.restaurant_id = r.id
    where public.meal_passes_rule(m, r, rule_param)
  ),
  brands as (
    select p.slug, min(p.restaurant_name) as name, max(p.description) as description,
      count(distinct p.city_id)::int as city_count,
      count(*) filter (where p.copy = 1)::int as meal_count,
      max(p.protein_g) as best_protein
    from passing p
    group by p.slug
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'slug', b.slug, 'name', b.name, 'description', b.description, 'city_count', b.city_count,
      'meal_count', b.meal_count,
      'meals', (
        select coalesce(jsonb_agg(public.meal_json(t.meal_row) order by t.protein_g desc, t.meal_name), '[]'::jsonb)
        from (
          select p.meal_row, p.protein_g, p.meal_name from passing p
          where p.slug = b.slug and p.copy = 1
          order by p.protein_g desc, p.meal_name
          limit greatest(least(meals_per_brand, 20), 0)
        ) t
      )
    ) order by b.best_protein desc, b.name), '[]'::jsonb)
  from brands b
$$;
comment on function public.list_restaurant_brands_by_rule(text, integer) is
  'Anyone. Restaurants (grouped by name across cities) with at least one meal passing rule_param, best protein '
  'first: {slug, name, description, city_count, meal_count, meals[] (the best meals_per_brand)}. Rules: '
  'high_protein (> 40 g protein), lean_protein (> 40 g protein and < 15 g fat or < 10 g sugar), lunch and dinner '
  '(that meal type, > 30 g protein), gluten_free, keto_friendly, diabetic_options (restaurant tag, > 30 g protein). '
  'An unknown rule gives an empty list.';

create or replace function public.list_restaurant_brands()
returns jsonb
language sql
stable
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'slug', b.slug, 'name', b.name, 'city_count', b.city_count, 'updated_at', b.updated_at
    ) order by b.name), '[]'::jsonb)
  from (
    select public.name_slug(r.name) as slug, min(r.name) as name, count(distinct r.city_id)::int as city_count,
      greatest(max(r.updated_at), max(m.updated_at)) as updated_at
    from public.restaurants r
    left join public.meals m on m.restaurant_id = r.id
    group by public.name_slug(r.name)
  ) b
$$;
comment on function public.list_restaurant_brands() is
  'Anyone. Every restaurant name once, by name: {slug, name, city_count, updated_at} for the nutrition pages.';

create or replace function public.get_restaurant_nutrition(slug_param text)
returns jsonb
language sql
stable
as $$
  with locations as (
    select r.* from public.restaurants r where public.name_slug(r.name) = slug_param
  ),
  menu as (
    -- One row per meal name: locations of a chain publish the same menu.
    select distinct on (lower(btrim(m.name))) m
    from public.meals m
    join locations l on l.id = m.restaurant_id
    order by lower(btrim(m.name)), m.updated_at desc, m.id
  )
  select case when not exists (select 1 from locations) then null else jsonb_build_object(
    'slug', slug_param,
    'name', (select min(l.name) from locations l),
    'description', (select max(l.description) from locations l),
    'website', (select max(l.website) from locations l),
    'tags', coalesce((select to_jsonb(l.tags) from locations l order by l.updated_at desc, l.id limit 1), '[]'::jsonb),
    'updated_at', greatest((select max(l.updated_at) from locations l), (select max((x.m).updated_at) from menu x)),
    'locations', (
      select jsonb_agg(jsonb_build_object('id', l.id, 'address', l.address, 'city_id', c.id, 'city', c.name,
        'state', c.state) order by c.name, l.address, l.id)
      from locations l join public.cities c on c.id = l.city_id
    ),
    'meals', coalesce((select jsonb_agg(public.meal_json(x.m) order by (x.m).name) from menu x), '[]'::jsonb)
  ) end
$$;
comment on function public.get_restaurant_nutrition(text) is
  'Anyone. The restaurant named by slug_param (all its locations) with its menu, one row per meal name: '
  '{slug, name, description, website, tags, updated_at, locations[], meals[]}, or null.';

revoke execute on function
  public.name_slug(text),
  public.meal_passes_rule(public.meals, public.restaurants, text),
  public.list_restaurant_brands_by_rule(text, integer),
  public.list_restaurant_brands(),
  public.get_restaurant_nutrition(text)
from public, anon, authenticated, service_role;

grant execute on function
  public.list_restaurant_brands_by_rule(text, integer),
  public.list_restaurant_brands(),
  public.get_restaurant_nutrition(text)
to anon, authenticated, service_role;

-- Helpers evaluated inside the invoker functions above, so the same roles need them.
grant execute on function
  public.name_slug(text),
  public.meal_passes_rule(public.meals, public.restaurants, text)
to anon, authenticated, service_role;
