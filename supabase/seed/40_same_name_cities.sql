-- Cities that share a name with a city in another state (Portland OR and ME, Springfield IL and MO), so that the
-- pages and the SQL API are tested on selecting a city by its id. Written by hand: a few restaurants each, with
-- the menus of the same chains in the seeded cities. Ids are derived from names, so every load is the same.

insert into public.cities (id, name, state, description, tagline, latitude, longitude) values
  ('portland-me', 'Portland', 'ME', 'Portland, Maine pairs a working waterfront with a compact Old Port full of seafood, bakeries and breakfast spots.', 'Harbour town breakfasts and seafood', 43.6591, -70.2568),
  ('springfield', 'Springfield', 'IL', 'Illinois'' capital mixes Route 66 diners with grills and chains along its main roads.', 'Route 66 diners and grills', 39.7817, -89.6501),
  ('springfield-mo', 'Springfield', 'MO', 'Springfield, Missouri is the birthplace of Route 66 and of cashew chicken, with grills and family restaurants across town.', 'The Queen City of the Ozarks', 37.209, -93.2923);

with places (city_id, chain, address, latitude, longitude) as (
  values
    ('portland-me', 'Dunkin''', '5 Congress Street, Portland, ME 04101', 43.6606, -70.2589),
    ('portland-me', 'Panera Bread', '100 Commercial Street, Portland, ME 04101', 43.6562, -70.2526),
    ('springfield', 'IHOP', '2600 Wabash Avenue, Springfield, IL 62704', 39.7741, -89.6837),
    ('springfield', 'McDonald''s', '600 North Grand Avenue East, Springfield, IL 62702', 39.8156, -89.6402),
    ('springfield-mo', 'IHOP', '1425 East Battlefield Road, Springfield, MO 65804', 37.1676, -93.2717),
    ('springfield-mo', 'Panera Bread', '3250 South Glenstone Avenue, Springfield, MO 65804', 37.1666, -93.2607)
),
models as (
  -- One seeded location of each chain: its restaurant row is the model, its menu is copied.
  select distinct on (r.name) r.*
  from public.restaurants r
  where r.name in (select chain from places)
  order by r.name, r.city_id, r.id
)
insert into public.restaurants (id, city_id, name, address, website, description, tags, image_url, latitude, longitude)
select md5(p.city_id || ':' || p.chain)::uuid, p.city_id, m.name, p.address, m.website, m.description, m.tags,
  m.image_url, p.latitude, p.longitude
from places p join models m on m.name = p.chain;

insert into public.meals (id, restaurant_id, name, description, category, serving, meal_types, protein, carbs, fat,
  sugar, calories, source, source_url, as_of)
select md5(r.id::text || ':' || meal.id::text)::uuid, r.id, meal.name, meal.description, meal.category, meal.serving,
  meal.meal_types, meal.protein, meal.carbs, meal.fat, meal.sugar, meal.calories, meal.source, meal.source_url,
  meal.as_of
from public.restaurants r
join lateral (
  select model.id from public.restaurants model
  where model.name = r.name and model.city_id not in ('portland-me', 'springfield', 'springfield-mo')
  order by model.city_id, model.id limit 1
) model on true
join public.meals meal on meal.restaurant_id = model.id
where r.city_id in ('portland-me', 'springfield', 'springfield-mo');
