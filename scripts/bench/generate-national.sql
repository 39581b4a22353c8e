-- The national-scale benchmark catalogue (npm run bench:sql), generated deterministically on top of the seed (its
-- 91 chains, 160,546 real locations and 11,465 cities stay): 30,000 more cities (names shared across states), each
-- at a real ZIP centre; 100,000 independent restaurants, each with a menu of its own (10 meals, 30 in the 200 big
-- cities: about 1,080,000 meals, the seed's real menu items with macros varied by up to ±15%) and one location;
-- 950,000 more locations of the seed's chains, 2,000 in each big city (bench-0 to bench-199, Houston's size) and the
-- rest spread over the other cities. The menus are the seed's items, so meals, components, drinks and sizes are in
-- the seed's proportions, and the seed's parts chains keep their stored orders (meals built from their parts) at each
-- of their locations. One more restaurant has a menu of 200 different meals (the combination search of the meal
-- builder). The build-your-own search runs over the parts chains' real menus (scripts/bench/orders.ts).

select setseed(0.42);

create temporary table seed_meals as
  select row_number() over (order by id) as n, name, dish, size, kind, slot, description, category, meal_types,
         protein_g, carbs_g, fat_g, sugar_g, calories_kcal, sodium_mg, fiber_g, source, source_url, as_of
  from public.meals;
create unique index on seed_meals (n);
analyze seed_meals;

create temporary table zips as
  select row_number() over (order by zip) as n, zip, latitude, longitude from public.zip_codes;
create unique index on zips (n);
analyze zips;

create temporary table chains as
  select row_number() over (order by r.id) as n, r.id
  from public.restaurants r
  where r.is_chain and exists (select 1 from public.meals m where m.restaurant_id = r.id);
create unique index on chains (n);
analyze chains;

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
insert into public.cities (id, name, state, latitude, longitude)
select 'bench-' || i, initcap(a[1 + i % 20] || b[1 + (i / 20) % 20] || c[1 + (i / 400) % 20]), s[1 + (i / 8000) % 50],
  z.latitude, z.longitude
from parts, generate_series(0, 29999) i
join zips z on z.n = 1 + (i * 7919) % (select count(*) from zips);

-- The independent restaurants: the first 4,000 in the 200 big cities (20 each), the others one a city.
insert into public.restaurants (id, name, tags)
select md5('bench-restaurant-' || i)::uuid, 'Bench Kitchen ' || i, array['bench']
from generate_series(1, 100000) i;
insert into public.restaurants (id, name, tags) values (md5('bench-big-menu')::uuid, 'Bench Big Menu', array['bench']);

insert into public.locations (restaurant_id, city_id, address, latitude, longitude, source, as_of)
select md5('bench-restaurant-' || i)::uuid, c.id, i || ' Main Street',
  least(greatest(c.latitude + (random() - 0.5) * 0.1, -90), 90),
  least(greatest(c.longitude + (random() - 0.5) * 0.1, -180), 180), 'Bench', '2026'
from generate_series(1, 100000) i
join public.cities c on c.id = 'bench-' || case when i <= 4000 then (i - 1) % 200 else 200 + i % 29800 end;
insert into public.locations (restaurant_id, city_id, address, latitude, longitude, source, as_of)
select x.id, c.id, '1 Main Street', c.latitude, c.longitude, 'Bench', '2026'
from public.cities c
cross join (values (md5('bench-big-menu')::uuid)) x (id)
where c.id = 'bench-29999';

-- The chains' locations: 2,000 in each big city, the rest one to a few in every other city.
insert into public.locations (restaurant_id, city_id, address, latitude, longitude, source, as_of)
select k.id, c.id, i || ' Chain Road',
  least(greatest(c.latitude + (random() - 0.5) * 0.3, -90), 90),
  least(greatest(c.longitude + (random() - 0.5) * 0.3, -180), 180), 'Bench', '2026'
from generate_series(1, 950000) i
join chains k on k.n = 1 + (i * 31) % (select count(*) from chains)
join public.cities c on c.id = 'bench-' || case when i <= 400000 then (i - 1) % 200 else 200 + i % 29800 end;

-- Each independent restaurant's menu, as seed meal numbers: 30 meals in the big cities and 10 elsewhere, and 200
-- different items for the big menu.
with owners as (
  select md5('bench-restaurant-' || i)::uuid as id, i, i <= 4000 as big from generate_series(1, 100000) i
),
menus as (
  select o.id as restaurant_id, 1 + ((o.i * 7919 + k * 104729) % (select count(*) from seed_meals)) as n
  from owners o cross join generate_series(1, 30) k
  where k <= case when o.big then 30 else 10 end
  union all
  (select md5('bench-big-menu')::uuid, s.n
   from (select distinct on (name) name, n from seed_meals where kind = 'meal' and calories_kcal <= 2000
         order by name, n) s
   order by md5(s.name)
   limit 200)
)
insert into public.meals (restaurant_id, name, dish, size, kind, slot, description, category, meal_types, protein,
  carbs, fat, sugar, calories, sodium_mg, fiber_g, source, source_url, as_of)
select m.restaurant_id, s.name, s.dish, s.size, s.kind, s.slot, s.description, s.category, s.meal_types,
       round(s.protein_g * (0.85 + random() * 0.3)::numeric, 1) || 'g',
       round(s.carbs_g * (0.85 + random() * 0.3)::numeric, 1) || 'g',
       round(s.fat_g * (0.85 + random() * 0.3)::numeric, 1) || 'g',
       round(s.sugar_g * (0.85 + random() * 0.3)::numeric, 1) || 'g',
       round(s.calories_kcal * (0.85 + random() * 0.3)::numeric)::text,
       -- The label's sodium and fiber as the seed's (unknown stays unknown), for the calculator's label limits.
       round(s.sodium_mg * (0.85 + random() * 0.3)::numeric), round(s.fiber_g * (0.85 + random() * 0.3)::numeric, 1),
       s.source, s.source_url, s.as_of
from menus m
join seed_meals s on s.n = m.n;
