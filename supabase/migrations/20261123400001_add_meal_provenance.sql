-- Where every number comes from: each meal records the source of its nutrition values (a name such as
-- 'MenuStat', a link, and the date the values are as of; a year is enough). Nothing is filled in for meals
-- already stored: a meal without a source is shown as 'Source not recorded', never given one it does not have.
-- The meal JSON carries the three values, so every read that returns meals (the menus kept in
-- restaurant_menus and the materialized views) is recomputed here.

-- An as_of value is an ISO 8601 calendar date at year, month or day precision: '2022', '2022-05', '2022-05-14'.
create or replace function public.is_as_of_date(value text)
returns boolean
language sql
immutable
parallel safe
as $$
  select case
    when value is null then true
    when value !~ '^[1-9][0-9]{3}(-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?)?$' then false
    when length(value) < 10 then true
    -- A day must exist in its month (no 2022-02-30).
    else substr(value, 9, 2)::integer <= extract(day from (
      make_date(substr(value, 1, 4)::integer, substr(value, 6, 2)::integer, 1) + interval '1 month - 1 day'))
  end
$$;
comment on function public.is_as_of_date(text) is
  'Internal: whether value is null or an ISO 8601 date at year, month or day precision (''2022'', ''2022-05'', '
  '''2022-05-14'') that exists.';

alter table public.meals
  add column source text,
  add column source_url text,
  add column as_of text,
  add constraint meals_source_check check (source is null or (length(btrim(source)) between 1 and 200)),
  add constraint meals_source_url_check check (
    source_url is null or (length(source_url) <= 2000 and source_url ~ '^https?://[^[:space:]]+$')),
  add constraint meals_as_of_check check (public.is_as_of_date(as_of)),
  -- A link or a date describes a source: neither is kept without the source's name.
  add constraint meals_provenance_check check (source is not null or (source_url is null and as_of is null));
comment on column public.meals.source is
  'Who published the nutrition values (e.g. ''MenuStat''); null: not recorded.';
comment on column public.meals.source_url is 'A link to the source (http or https), or null.';
comment on column public.meals.as_of is
  'When the values are as of: ISO 8601 year, year-month or date (''2022''), or null.';

create or replace function public.meal_json(m public.meals)
returns jsonb
language sql
stable
as $$
  select jsonb_build_object(
    'id', m.id, 'restaurant_id', m.restaurant_id, 'name', m.name, 'description', m.description,
    'category', m.category, 'serving', m.serving, 'meal_types', to_jsonb(m.meal_types),
    'protein', m.protein, 'carbs', m.carbs, 'fat', m.fat, 'sugar', m.sugar, 'calories', m.calories,
    'protein_g', m.protein_g, 'carbs_g', m.carbs_g, 'fat_g', m.fat_g, 'sugar_g', m.sugar_g,
    'calories_kcal', m.calories_kcal, 'source', m.source, 'source_url', m.source_url, 'as_of', m.as_of
  )
$$;
comment on function public.meal_json(public.meals) is
  'Internal: one meal as JSON (text values as written, numeric twins, and where the values come from).';

-- Every menu again, in the new shape.
delete from public.restaurant_menus;
insert into public.restaurant_menus (restaurant_id, meals)
select m.restaurant_id, jsonb_agg(public.meal_json(m) order by m.name, m.id)
from public.meals m
group by m.restaurant_id;

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
revoke all on public.meal_sources from anon, authenticated;
grant select on public.meal_sources to anon, authenticated;

create or replace function public.refresh_catalogue_summaries()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Not concurrently: imports are rare, and a plain refresh of both takes a fraction of the concurrent one.
  refresh materialized view public.listing_brands;
  refresh materialized view public.restaurant_brands;
  refresh materialized view public.featured_meals;
  refresh materialized view public.restaurant_nutrition_pages;
  refresh materialized view public.meal_sources;
end
$$;
comment on function public.refresh_catalogue_summaries() is
  'The import and the seed (not the public): recomputes the listings'' materialized views; returns nothing.';
revoke execute on function public.refresh_catalogue_summaries() from public, anon, authenticated, service_role;
grant execute on function public.refresh_catalogue_summaries() to service_role;

create or replace function public.list_meal_sources()
returns jsonb
language sql
stable
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'source', s.source, 'source_url', s.source_url, 'as_of', s.as_of, 'meal_count', s.meal_count,
      'restaurant_count', s.restaurant_count
    ) order by s.source is null, s.meal_count desc, s.source, s.as_of desc), '[]'::jsonb)
  from public.meal_sources s
$$;
comment on function public.list_meal_sources() is
  'Anyone. Every source the catalogue''s meals come from, {source, source_url, as_of, meal_count, '
  'restaurant_count}, most meals first; the meals without a recorded source last (source null). As of the last '
  'import.';

revoke execute on function public.is_as_of_date(text), public.list_meal_sources()
  from public, anon, authenticated, service_role;
grant execute on function public.list_meal_sources() to anon, authenticated, service_role;
-- Evaluated by the table's check constraint for whoever writes meals (the import runs as the owner).
grant execute on function public.is_as_of_date(text) to anon, authenticated, service_role;

select public.refresh_catalogue_summaries();
