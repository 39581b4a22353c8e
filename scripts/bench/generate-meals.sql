-- 100,000 restaurants and about 1,000,000 meals for the macro-match benchmark, built from the seed's real menus:
-- every generated restaurant serves ten seed meals with their macros varied by up to ±15%, so the spread of
-- protein, carbs, fat and calories (and how they go together) stays that of real menus.

create temporary table seed_meals as
  select row_number() over (order by id) as n, name, description, category, meal_types,
         protein_g, carbs_g, fat_g, sugar_g, calories_kcal
  from public.meals;
-- Temporary tables get no statistics on their own: without these the meal insert below loops over every seed meal.
create unique index on seed_meals (n);
analyze seed_meals;

insert into public.cities (id, name, state, latitude, longitude)
select 'bench-city-' || g, 'Benchton ' || g, 'ZZ', 30 + (g % 15), -120 + (g % 40)
from generate_series(1, 962) g;

insert into public.restaurants (city_id, name, address)
select 'bench-city-' || (1 + i % 962),
       (array(select name from public.restaurants order by id))[1 + i % 220],
       (100 + i % 9000) || ' Main St, Benchton ' || (1 + i % 962) || ', ZZ '
         || lpad((10000 + (i % 962) * 10 + (i / 962) % 10)::text, 5, '0')
from generate_series(1, 99780) i;

insert into public.meals (restaurant_id, name, description, category, meal_types, protein, carbs, fat, sugar, calories)
select r.id, s.name, s.description, s.category, s.meal_types,
       round(s.protein_g * (0.85 + random() * 0.3)::numeric, 1) || 'g',
       round(s.carbs_g * (0.85 + random() * 0.3)::numeric, 1) || 'g',
       round(s.fat_g * (0.85 + random() * 0.3)::numeric, 1) || 'g',
       round(s.sugar_g * (0.85 + random() * 0.3)::numeric, 1) || 'g',
       round(s.calories_kcal * (0.85 + random() * 0.3)::numeric)::text
from (
  select id, row_number() over (order by id) as i from public.restaurants where city_id like 'bench-city-%'
) r
cross join generate_series(1, 10) k
join seed_meals s on s.n = 1 + ((r.i * 7919 + k * 104729) % (select count(*) from seed_meals));

analyze;
