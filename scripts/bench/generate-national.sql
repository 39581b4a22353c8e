-- The national-scale benchmark catalogue (npm run bench:sql), generated deterministically from the seed:
-- 30,000 cities (names shared across states), 100,000 restaurants of the seed's chains placed around real ZIP
-- centres, and about 1,080,000 meals, the seed's real menus with macros varied by up to ±15%. The first 200 cities
-- each get 20 restaurants of 30 meals (600 meals: a big city page); the others share the rest, 10 meals each. One
-- more restaurant has a menu of 200 different items (the combination search of the meal builder).

select setseed(0.42);

create temporary table seed_meals as
  select row_number() over (order by id) as n, name, description, category, meal_types,
         protein_g, carbs_g, fat_g, sugar_g, calories_kcal, source, source_url, as_of
  from public.meals;
create unique index on seed_meals (n);
analyze seed_meals;

create temporary table seed_brands as
  select row_number() over (order by name) as n, name, website, description, tags, image_url
  from (select distinct on (name) * from public.restaurants order by name, id) r;
create unique index on seed_brands (n);
analyze seed_brands;

with parts as (
  select array['san','new','port','west','east','north','spring','lake','fair','green','mill','oak','river',
    'stone','clear','mount','glen','wood','ash','bay'] as a,
    array['ta','ver','lin','ro','ca','mor','den','ha','li','ston','bur','wick','cas','ne','pa','to','ri',
      'va','lo','mi'] as b,
    array['ville','ton','field','ford','dale','burg','view','wood','land','port','side','haven','ridge',
      'crest','bury','moor','grove','falls','point','city'] as c,
    array['AL','AK','AZ','AR','CA','CO','CT','DE','FL','GA','HI','ID','IL','IN','IA','KS','KY','LA','ME','MD',
      'MA','MI','MN','MS','MO','MT','NE','NV','NH','NJ','NM','NY','NC','ND','OH','OK','OR','PA','RI','SC','SD',
      'TN','TX','UT','VT','VA','WA','WV','WI','WY'] as s
)
insert into public.cities (id, name, state)
select 'bench-' || i, initcap(a[1 + i % 20] || b[1 + (i / 20) % 20] || c[1 + (i / 400) % 20]), s[1 + (i / 8000) % 50]
from parts, generate_series(0, 29999) i;

with zips as (select array_agg(zip order by zip) as list, count(*)::int as n from public.zip_codes),
brands as (select count(*)::int as n from seed_brands)
insert into public.restaurants (city_id, name, address, website, description, tags, image_url, latitude, longitude)
select 'bench-' || case when i <= 4000 then (i - 1) % 200 else 200 + i % 29800 end,
  b.name, i || ' Main Street, Benchton, ZZ ' || z.zip, b.website, b.description, b.tags, b.image_url,
  least(greatest(z.latitude + (random() - 0.5) * 0.1, -90), 90),
  least(greatest(z.longitude + (random() - 0.5) * 0.1, -180), 180)
from zips, brands, generate_series(1, 100000) i
join public.zip_codes z on true
join seed_brands b on true
where z.zip = zips.list[1 + (i * 7919) % zips.n] and b.n = 1 + (i * 31) % brands.n;

insert into public.restaurants (city_id, name, address, tags)
values ('bench-29999', 'Bench Big Menu', '1 Main Street, Benchton, ZZ 00000', array['bench']);

-- Each restaurant's menu, as seed meal numbers: 30 meals in the big cities and 10 elsewhere for the chains, 200
-- different items for the big menu.
with chains as (
  select id, row_number() over (order by id) as i, city_id in (select 'bench-' || g from generate_series(0, 199) g) as big
  from public.restaurants where city_id like 'bench-%' and name <> 'Bench Big Menu'
),
menus as (
  select r.id as restaurant_id, 1 + ((r.i * 7919 + k * 104729) % (select count(*) from seed_meals)) as n
  from chains r cross join generate_series(1, 30) k
  where k <= case when r.big then 30 else 10 end
  union all
  (select r.id, s.n
   from public.restaurants r
   cross join (select distinct on (name) name, n from seed_meals order by name, n) s
   where r.name = 'Bench Big Menu'
   order by md5(s.name)
   limit 200)
)
insert into public.meals (restaurant_id, name, description, category, meal_types, protein, carbs, fat, sugar, calories,
  source, source_url, as_of)
select m.restaurant_id, s.name, s.description, s.category, s.meal_types,
       round(s.protein_g * (0.85 + random() * 0.3)::numeric, 1) || 'g',
       round(s.carbs_g * (0.85 + random() * 0.3)::numeric, 1) || 'g',
       round(s.fat_g * (0.85 + random() * 0.3)::numeric, 1) || 'g',
       round(s.sugar_g * (0.85 + random() * 0.3)::numeric, 1) || 'g',
       round(s.calories_kcal * (0.85 + random() * 0.3)::numeric)::text,
       s.source, s.source_url, s.as_of
from menus m
join seed_meals s on s.n = m.n;
