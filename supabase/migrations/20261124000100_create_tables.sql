-- The tables: the public catalogue (cities, restaurants, meals, blog posts) and what the public sends us (requests,
-- suggestions, the city search log and the submission rate limit), each with its indexes, row-level security and
-- rights, and the functions that their generated columns, CHECK constraints and indexes evaluate.

-- cube: the macro calculator's index over the meals' macros (meals.macro_point).
create extension if not exists cube with schema extensions;
-- pg_trgm: the request form's restaurant picker finds a part of a name or city (restaurant_options).
create extension if not exists pg_trgm with schema extensions;

-- Column functions ----------------------------------------------------------------------------------------------

-- The cleaning rule for macro values (docs/product.md#value-cleaning): keep digits and '.', read the leading
-- number, unparseable = 0. Mirrors parseFloat(value.replace(/[^0-9.]/g, '')) || 0 in lib/nutrition/macro-value.ts.
create or replace function public.macro_number(value text)
returns numeric
language sql immutable parallel safe
as $$
  select coalesce(
    substring(regexp_replace(coalesce(value, ''), '[^0-9.]', '', 'g') from '^([0-9]+\.?[0-9]*|\.[0-9]+)')::numeric,
    0
  )
$$;
comment on function public.macro_number(text) is
  'Anyone. Numeric value of a macro written as text (''25g'' -> 25); unparseable or empty -> 0.';

-- The consistency check of a meal's numbers, in one place (docs/product.md#numbers-that-dont-add-up): for a meal
-- that gives protein, carbs, fat and calories, the calories its macros give (4, 4 and 9 kcal per gram) against the
-- stated calories. They disagree when they are more than 20% of the stated calories and more than 50 kcal apart
-- (both strictly). Returns the macros' calories, rounded to a whole kcal, when they disagree; null otherwise
-- (they agree, or a value is missing). A value is given when its text has a digit ('N/A' is not a value).
create or replace function public.macro_energy_mismatch(protein text, carbs text, fat text, calories text)
returns numeric
language sql immutable parallel safe
as $$
  select case
    when protein ~ '[0-9]' and carbs ~ '[0-9]' and fat ~ '[0-9]' and calories ~ '[0-9]'
      and abs(e.from_macros - e.stated) > 0.2 * e.stated and abs(e.from_macros - e.stated) > 50
    then round(e.from_macros)
  end
  from (select 4 * public.macro_number(protein) + 4 * public.macro_number(carbs) + 9 * public.macro_number(fat)
          as from_macros,
        public.macro_number(calories) as stated) e
$$;
comment on function public.macro_energy_mismatch(text, text, text, text) is
  'Anyone. The calories (whole kcal) that protein, carbs and fat give (4/4/9 kcal per g) when they are more than '
  '20% of the stated calories and more than 50 kcal away from them; null when they agree or a value is missing.';

-- What a menu item is for the diner (docs/product.md#item-roles), by rules over its own words: its name, category
-- and serving. A diner looks for a meal for one; the other roles stay on the full menu, each in its own section.

-- What a sharing item's own words say it serves ('Serves 10', '25 pieces', 'Catering', 'Gallon'…), or null when
-- they say nothing of the kind, or say it is one serving ('Family Slice', 'Party Pack, 1 Serving'). A platter is a
-- plate for one; a count of 20 pieces or more, or 2 lb or more, is for the table.
create or replace function public.sharing_label(name text, serving text)
returns text
language sql immutable parallel safe
as $$
  select case
    when w.words ~* '\m(1|one|single|per) (serving|person)\M|\mserving for one\M|\mfamily slice\M|\mper (piece|slice)\M|\mindividual\M'
      then null
    when w.words ~* '\m(serves|feeds)\s*[0-9]+(\s*(-|to)\s*[0-9]+)?'
      then 'Serves ' || regexp_replace(substring(w.words from '(?i)\m(?:serves|feeds)\s*([0-9]+(?:\s*(?:-|to)\s*[0-9]+)?)'), '\s*(-|to)\s*', '–')
    when w.words ~* '\m(meal|dinner|bundle|pack|box) for [2-9]\M|\mfor (2|3|4|5|6|8|10|12|the table)\M'
      then 'For ' || coalesce(substring(w.words from '(?i)\mfor ([0-9]+|the table)\M'), 'the table')
    when w.words ~* '\mcatering\M' then 'Catering'
    when w.words ~* '\m(half|1/2)[ -]gallons?\M' then 'Half gallon'
    when w.words ~* '\mgallons?\M|\mjug\M' then 'Gallon'
    when w.words ~* '\mdozen\M' then 'A dozen'
    when w.words ~* '\mbucket\M' then 'Bucket'
    when w.words ~* '\mfamily( size| meal| feast| pack| bundle| style| sides?)?\M' then 'Family size'
    when w.words ~* '\m(feast|bundle|party pack|party size|party tray|tailgate)\M' then 'For a group'
    when w.words ~* '\mtrays?\M' then 'Tray'
    when w.words ~* '\m([2-9]|[1-9][0-9])(\.[0-9]+)? ?(lbs?|pounds?)\M'
      then substring(w.words from '(?i)\m((?:[2-9]|[1-9][0-9])(?:\.[0-9]+)?) ?(?:lbs?|pounds?)\M') || ' lb'
    when w.words ~* '\mbox of ([6-9]|[1-9][0-9])\M' then 'Box of ' || substring(w.words from '(?i)\mbox of ([0-9]+)')
    when (substring(w.words from
        '(?i)(?:^|[^0-9.])([0-9]{2,3})\s*-?\s*(?:[a-z''’&]+\s+){0,2}(?:pc|pcs|pieces?|ct|count|ea|each|wings?|tenders?|nuggets?|strips?|triangles?|pancakes?|cookies?|tacos?|rolls?|sliders?|bites?|donuts?|doughnuts?|munchkins?|churros?|biscuits?|mini(?:s|atures)?|fingers?|rings?)\M'
      ))::integer >= 20
      then substring(w.words from
        '(?i)(?:^|[^0-9.])([0-9]{2,3})\s*-?\s*(?:[a-z''’&]+\s+){0,2}(?:pc|pcs|pieces?|ct|count|ea|each|wings?|tenders?|nuggets?|strips?|triangles?|pancakes?|cookies?|tacos?|rolls?|sliders?|bites?|donuts?|doughnuts?|munchkins?|churros?|biscuits?|mini(?:s|atures)?|fingers?|rings?)\M'
      ) || ' pieces'
  end
  from (select coalesce(name, '') || ' | ' || coalesce(serving, '') as words) w
$$;
comment on function public.sharing_label(text, text) is
  'Anyone. What a menu item''s name or serving says it serves when that is more than one person (''Serves 10'', '
  '''25 pieces'', ''Catering'', ''Gallon'', ''Family size''…); null for a serving for one.';

-- A condiment, sauce, syrup or dressing: what the item is (the last word of its dish, before any 'with …', 'w/ …',
-- size or note, or a pump, packet or shot of it), without a meal's protein (under 10 g), and not a dish that has
-- it ('Chicken in Garlic Sauce', 'Chips & Salsa') or filed among breads, burgers, sandwiches, pizza, salads or soups.
create or replace function public.names_a_condiment(name text, category text, serving text, protein text)
returns boolean
language sql immutable parallel safe
as $$
  select ((h.head ~* '\m(sauces?|dressings?|vinaigrettes?|syrups?|dips?|gravy|ketchup|catsup|mustard|mayo(nnaise)?|aioli|salsas?|relish|creamers?|cream cheese|butter|jam|jelly|honey|spreads?|sweeteners?|sugar|packets?|pumps?|drizzle|glaze|seasonings?|ranch|queso|guacamole|guac|sour cream|pico de gallo|croutons|toppings?|whipped cream|hummus|tzatziki|marinara|pesto|chutney|sriracha|hot sauce|lemon wedges?|lime wedges?)$'
      or h.head ~* '\m(pumps?|packets?|shots?|squirts?|sides?|cups?|portions?) of\M.*\m(sauces?|dressings?|syrups?|dips?|gravy|ketchup|mustard|mayo|ranch|queso|salsa|guacamole|butter|honey|jam|jelly|sugar|creamers?|sweeteners?)$'
      or h.head ~* '\mpumps? of\M|\msyrup\M')
    and public.macro_number(protein) < 10
    and coalesce(category, '') not in ('Baked Goods', 'Burgers', 'Sandwiches', 'Pizza', 'Salads', 'Soup')
    -- A dipping cup by its portion: at most 45 g with next to no protein, named for no food ('Bayou Buffalo').
    or (substring(coalesce(serving, '') from '(?i)(?:^|[^0-9.])([0-9]+(?:\.[0-9]+)?)\s*(?:g|grams?)\M')::numeric <= 45
      and public.macro_number(protein) <= 1
      and coalesce(category, '') not in ('Desserts', 'Baked Goods', 'Beverages', 'Fried Potatoes')
      and h.head !~* '\m(cookies?|bars?|breads?|biscuits?|donuts?|doughnuts?|muffins?|pies?|cakes?|brownies?|candy|chips|crisps|pretzels?|crackers?|popcorn|fries|rolls?|toast|apples?|fruit|berries|mandarins?|oranges?|grapes|bananas?|carrots?|celery|veggies|vegetables|salad|greens|pickles?|soup|rice|beans|tortillas?|cones?|ice|sorbet|yogurt|gummies|mints?|gum)\M'))
    and h.head !~* '\m(sandwich|burger|cheeseburger|bowl|salad|wrap|tacos?|burrito|quesadilla|nachos|pizza|pasta|plate|platter|combo|meal|entr[eé]e|chicken|beef|steak|shrimp|fish|pork|turkey|ham|bacon|sausage|salmon|tuna|meatballs?|wings?|tenders|nuggets|fries|eggs?|pancakes?|waffles?|toast|biscuits?|bagel|soup|noodles|rice|chips|doritos|ruffles|lay''?s|cheetos|fritos|sunchips|crisps|bars?|apple ?sauce|pretzels?|bites|sticks|sub|hoagie|melt|dog|spaghetti|fettuccine|linguin[ei]|lasagna|ravioli|latte|mocha|frappuccino|coffee|tea|lemonade|shake|smoothie|cookie|cake|pie|sundae|crepe|fondue|oatmeal|fritter|egg ?rolls?|pickles|tomatoes|vegetables|veggies|bread|rolls?|dressing bread|stuffing)\M'
  from (select btrim(regexp_replace(regexp_replace(regexp_replace(coalesce(name, ''), ' — .*$', ''),
            '(.)\s+((with|without|no|on|in|and)\M|w/|&|\+).*$', '\1', 'i'), '(\s*\([^()]*\))+\s*$', ''))
          as head) h
$$;
comment on function public.names_a_condiment(text, text, text, text) is
  'Anyone. Whether a menu item''s name says it is a condiment, sauce, syrup or dressing rather than a dish.';

-- A drink filed among the food (a soda under Entrees): a drink's word in its name and no food's.
create or replace function public.names_a_drink(name text)
returns boolean
language sql immutable parallel safe
as $$
  select (coalesce(name, '') ~* '[0-9] ?(fl\.? ?oz|ml)\M|\m(dasani|aquafina|starry|pibb|bottled water|sparkling water|lemon[- ]lime|coca[- ]cola|splasher)\M'
      or coalesce(name, '') ~* '\m(coffee|latte|mocha|cappuccino|espresso|americano|macchiato|cold brew|tea|lemonade|limeade|soda|coke|coca-cola|pepsi|sprite|fanta|7up|dr\.? ?pepper|pibb|mountain dew|mtn dew|root beer|ginger ale|sierra mist|juice|smoothies?|shakes?|milkshake|milk|water|punch|refresher|frapp\w*|cocoa|hot chocolate|cooler|agua fresca|horchata|gatorade|powerade|capri sun|soft drink|fountain drink|beverage|kombucha|energy drink|cider)\M')
    and coalesce(name, '') !~* '\m(cookie|cake|pie|brownie|muffin|bread|roll|biscuit|pancakes?|waffles?|toast|sandwich|wrap|salad|bowl|oatmeal|pretzel|bar|bites?|chicken|beef|pork|fish|shrimp|steak|noodles?|pasta|soup|cheesecake|donut|doughnut|scone|crisps?|tenders?|sauce|dressing|topping|boost|meals?|combos?|\w*burgers?|burrito|taco|eggs?|sundae|ice cream|cone|float|fry|fries|quesadilla|ribs|wings?|glazed?)\M'
$$;
comment on function public.names_a_drink(text) is
  'Anyone. Whether a menu item''s name names a drink (a drink''s word and no food''s).';

-- A side: a side's own word ('Side Salad', '(Side)', 'Side of'), a potato side, or a starter without a meal's
-- protein (under 15 g) among the appetizers and sides.
create or replace function public.names_a_side(name text, category text, protein text)
returns boolean
language sql immutable parallel safe
as $$
  select h.head ~* '\msides?\M'
    or coalesce(name, '') ~* '\((kids |kid''s |a )?side\)|[,—-] ?sides?$'
    or coalesce(category, '') = 'Fried Potatoes'
    or (coalesce(category, '') = 'Appetizers & Sides' and (public.macro_number(protein) < 15
      or h.head ~* '\m(fries|tots|hash ?browns?|onion rings|cole ?slaw|slaw|mashed|mac (&|and) cheese|corn|green beans|fruit|apples?|applesauce|mandarins?|chips|rice|beans|cornbread|breadsticks?|garlic bread|broccoli|vegetables|veggies|potato(es)?)\M')
      and h.head !~* '\m(wings?|tenders?|nuggets?|quesadilla|nachos|platter|sampler|combo|meal)\M')
  from (select btrim(regexp_replace(regexp_replace(regexp_replace(coalesce(name, ''), ' — .*$', ''),
            '(.)\s+((with|without|no|on|in|and|add)\M|w/|&|\+|\().*$', '\1', 'i'), '(\s*\([^()]*\))+\s*$', ''))
          as head) h
$$;
comment on function public.names_a_side(text, text, text) is
  'Anyone. Whether a menu item is a side: its name says so, it is a potato side, or an appetizer or side without '
  'a meal''s protein (under 15 g).';

-- The item's role (docs/product.md#item-roles): a part of an order (a component, or an add-in its name says is for a
-- build-your-own dish), a sharing item (its words say it serves more than one), a condiment, a drink, a side, else a
-- meal for one.
create or replace function public.item_role(kind text, name text, category text, serving text, protein text)
returns text
language sql immutable parallel safe
as $$
  select case
    when kind = 'component' then 'part'
    -- An add-in of a build-your-own dish ('Bacon (Build Your Own Omelette)', 'Extra Cheese', 'Add Avocado').
    when coalesce(name, '') ~* '\((build your own|[^()]*, build your own)[^()]*\)|^(add|extra)\M|\madd-?ons?\M'
      then 'part'
    when public.sharing_label(name, serving) is not null then 'sharing'
    when public.names_a_condiment(name, category, serving, protein) then 'condiment'
    when kind = 'drink' or public.names_a_drink(name) then 'drink'
    when public.names_a_side(name, category, protein) then 'side'
    else 'meal'
  end
$$;
comment on function public.item_role(text, text, text, text, text) is
  'Anyone. A menu item''s role: part (a component of an order), sharing, condiment, drink, side or meal (a meal for '
  'one), by its kind and its own words.';

-- The plausibility check (docs/product.md#numbers-that-dont-fit): numbers that cannot be the item's own, though
-- their energy may add up. Returns why ('zero_drink_energy', 'drink_protein', 'dessert_protein', 'energy_density',
-- 'macros_over_weight'), or null when they fit.
create or replace function public.implausible_reason(
  kind text, name text, category text, serving text, calories text, protein text, carbs text, fat text
)
returns text
language sql immutable parallel safe
as $$
  select case
    -- A zero, diet or unsweetened drink, or plain water, has next to no energy.
    when (kind = 'drink' or public.names_a_drink(name))
      and n.name ~* '\m(zero|diet|unsweet(ened)?|sugar[- ]?free|no sugar|(bottled|spring|still|sparkling|purified) water|dasani|aquafina|black coffee|brewed coffee|americano)\M'
      and n.name !~* '\m(1/2|half|lemonade|juice|milk|latte|mocha|cream|creamer|smoothie|shake|frap\w*|chai|sweet tea|sweetened|syrup|vanilla|caramel|float|fruit|cherry|berry|peach|mango|spiked|vodka|rum|tequila|gin|whiskey|bourbon|beer|wine|margarita|cocktail|sangria|group|serves)\M'
      and n.kcal > 40
      then 'zero_drink_energy'
    -- A soda, tea, lemonade or water has no protein.
    when (kind = 'drink' or public.names_a_drink(name))
      and n.name ~* '\m(coke|coca-cola|pepsi|sprite|fanta|dr\.? ?pepper|mountain dew|mtn dew|root beer|ginger ale|sierra mist|7up|lemonade|limeade|iced tea|sweet tea|unsweet\w*|water|gatorade|powerade|soda)\M'
      and n.name !~* '\m(milk|latte|shake|smoothie|protein|cream|float|frap\w*|frosted)\M'
      and n.p > 5
      then 'drink_protein'
    -- A dessert with a steak's protein (at least 25 g, a fifth or more of its energy).
    when (coalesce(category, '') = 'Desserts'
        or n.name ~* '\m(cookies?|brownies?|cakes?|cheesecake|pies?|sundaes?|ice cream|cupcakes?|churros?|donuts?|doughnuts?|cinnamon rolls?|pudding|cobbler|fudge|candy|blondie|macarons?|tarts?|parfait|custard|flan|tiramisu)\M')
      and n.name !~* '\m(protein|steak|chicken|beef|pork|fish|shrimp|burger|sandwich|pancakes?|waffles?|crab cakes?|eggs?|shepherd''?s|pot pie|cottage pie|meat pie)\M'
      and n.p >= 25 and n.p * 4 >= 0.2 * n.kcal
      then 'dessert_protein'
    -- More energy than pure fat (9 kcal a gram) in its stated weight.
    when n.grams >= 10 and n.kcal > 9.5 * n.grams then 'energy_density'
    -- More grams of protein, carbs and fat than the serving weighs.
    when n.grams >= 10 and n.p + n.c + n.f > 1.1 * n.grams + 3 then 'macros_over_weight'
  end
  from (select coalesce(name, '') as name, public.macro_number(calories) as kcal, public.macro_number(protein) as p,
          public.macro_number(carbs) as c, public.macro_number(fat) as f,
          substring(coalesce(serving, '') from '(?i)(?:^|[^0-9.])([0-9]+(?:\.[0-9]+)?)\s*(?:g|grams?)\M')::numeric
            as grams) n
$$;
comment on function public.implausible_reason(text, text, text, text, text, text, text, text) is
  'Anyone. Why a menu item''s numbers cannot be its own (zero_drink_energy, drink_protein, dessert_protein, '
  'energy_density, macros_over_weight), or null when they fit.';

create or replace function public.set_updated_at()
returns trigger
language plpgsql
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- The macro calculator's index: a four-dimensional point over the macros finds the closest meals first instead
-- of ranking every match (find_meals_by_macros).
--
-- Why logarithms: a meal matches a target T when T × 0.75 ≤ value ≤ T × 1.25, and closeness is the sum of the
-- relative distances |value - T| / T. On ln(value) every target's window has the same width whatever T is, so
-- nearest-first order by the summed ln distance (cube's taxicab <#> on a GiST index) walks out from the targets
-- evenly in every macro, in nearly the order of the summed closeness itself. A meal whose summed closeness is
-- d = q × 0.25 + r (r < 0.25; each macro's part e is at most 0.25) lies within summed ln distance
-- q × -ln(0.75) - ln(1 - r) (each macro's |ln(value / T)| is at most -ln(1 - e), which is convex in e), so once the
-- walk has passed that distance for the page's last meal, no meal further out can rank before it. (A first page is
-- walked by the largest ln distance, cube's Chebyshev <=>, which reads fewer index pages for as many meals: there
-- the bound is -ln(1 - d) in every macro.) The final order is computed on the exact numeric values: the index only
-- decides which meals to look at.
create or replace function public.macro_log(value numeric)
returns double precision
language sql immutable parallel safe
as $$
  -- 0 (and anything below a billionth) shares one floor value; ln(0) does not exist.
  select ln(greatest(value, 1e-9)::double precision)
$$;
comment on function public.macro_log(numeric) is 'Internal: ln of a macro value for the macro index (0 -> ln 1e-9).';

create or replace function public.macro_point(protein text, carbs text, fat text, calories text)
returns extensions.cube
language sql immutable parallel safe
as $$
  select extensions.cube(array[
    public.macro_log(public.macro_number(protein)), public.macro_log(public.macro_number(carbs)),
    public.macro_log(public.macro_number(fat)), public.macro_log(public.macro_number(calories))
  ])
$$;
comment on function public.macro_point(text, text, text, text) is
  'Internal: a meal''s protein, carbs, fat and calories as a point in ln space, for meals_macro_point_idx.';

-- Grams of protein per 100 kcal, or null when protein is not published or calories are unknown or 0. Mirrored in
-- lib/nutrition/protein-density.ts (which shows it to one decimal).
create or replace function public.protein_density(protein text, protein_g numeric, calories_kcal numeric)
returns numeric
language sql immutable parallel safe
as $$
  select case when nullif(btrim(protein), '') is not null and calories_kcal > 0 then protein_g * 100 / calories_kcal end
$$;
comment on function public.protein_density(text, numeric, numeric) is
  'Internal: grams of protein per 100 kcal (null: protein not published, or calories unknown or 0).';

-- The macro index's point with protein per 100 kcal as a fifth coordinate (-1 when unknown): the calculator reads
-- the meals inside the targets' box in that order straight from the index (cube's ~> orders by one coordinate),
-- so a page of the densest matches costs about as many index entries as it shows, whatever the matches number.
create or replace function public.macro_density_point(protein text, carbs text, fat text, calories text)
returns extensions.cube
language sql immutable parallel safe
as $$
  select extensions.cube(public.macro_point(protein, carbs, fat, calories),
    coalesce(public.protein_density(protein, public.macro_number(protein), public.macro_number(calories)), -1)
      ::double precision)
$$;
comment on function public.macro_density_point(text, text, text, text) is
  'Internal: macro_point with protein per 100 kcal (-1: unknown) as a fifth coordinate, for '
  'meals_density_point_idx.';

-- A "brand" is every location sharing one restaurant name; its URL slug is the name in kebab case
-- (/restaurant-nutrition/{slug}).
create or replace function public.name_slug(value text)
returns text
language sql immutable parallel safe
as $$
  select btrim(regexp_replace(lower(coalesce(value, '')), '[^a-z0-9]+', '-', 'g'), '-')
$$;
comment on function public.name_slug(text) is 'Anyone. A name as a URL slug (''Chick-fil-A'' -> ''chick-fil-a'').';

-- An as_of value is an ISO 8601 calendar date at year, month or day precision: '2022', '2022-05', '2022-05-14'.
create or replace function public.is_as_of_date(value text)
returns boolean
language sql immutable parallel safe
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

-- Submitted links are http or https only; a photo address may also be the site's own photo path.
create or replace function public.is_web_url(value text)
returns boolean
language sql immutable set search_path = ''
as $$
  select value ~* '^https?://([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}(:[0-9]{1,5})?([/?#][^[:space:][:cntrl:]]*)?$'
$$;
comment on function public.is_web_url(text) is
  'Internal (CHECK constraints and the submit functions): true when the text is an http or https link to a domain.';

create or replace function public.is_photo_url(value text)
returns boolean
language sql immutable set search_path = ''
as $$
  select public.is_web_url(value)
    or value ~ '^/photos/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$'
$$;
comment on function public.is_photo_url(text) is
  'Internal (CHECK constraints and the submit functions): true for an http or https link to a domain, or a photo '
  'path of the site itself (/photos/<uuid>.webp).';

-- The catalogue ------------------------------------------------------------------------------------------------

-- A name without its accents: decomposed, and the combining marks dropped ('Cañon City' -> 'Canon City').
create or replace function public.strip_marks(value text)
returns text
language sql immutable parallel safe set search_path = ''
as $$
  select regexp_replace(normalize(value, NFD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g')
$$;
comment on function public.strip_marks(text) is 'Internal: the text with its accents (combining marks) removed.';

-- The key two spellings of one city share, and the one rule a typed city name is matched by (the home search and
-- the calculator's location through resolve_city, the autocomplete, the forms, the desk and the imports): lower
-- case, accents and apostrophes removed, 'saint'/'st.' -> 'st', 'mount' -> 'mt', 'fort' -> 'ft', 'twp' ->
-- 'township', a leading 'N.'/'S.'/'E.'/'W.' spelled out, then every character that is not a letter
-- or digit removed ('St. Louis' = 'Saint Louis' = 'st louis', 'Winston Salem' = 'Winston-Salem', 'Coeur dAlene' =
-- 'Coeur d'Alene', 'DeSoto' = 'De Soto'); 'New York City' is 'New York', as the stores of Manhattan are filed both
-- ways.
create or replace function public.city_key(name_text text)
returns text
language sql immutable parallel safe set search_path = ''
as $$
  with words as (
    select w.word, w.n, count(*) over () as total
    from regexp_split_to_table(
        regexp_replace(lower(public.strip_marks(coalesce(name_text, ''))), '[''’]', '', 'g'), '[^a-z0-9]+')
      with ordinality as w (word, n)
    where w.word <> ''
  ),
  keyed as (
    select string_agg(case
        when w.n = 1 and w.total > 1 and w.word in ('n', 's', 'e', 'w') then
          case w.word when 'n' then 'north' when 's' then 'south' when 'e' then 'east' else 'west' end
        when w.word = 'saint' then 'st'
        when w.word = 'mount' then 'mt'
        when w.word = 'fort' then 'ft'
        when w.word in ('twp', 'twnshp') then 'township'
        else w.word
      end, '' order by w.n) as key
    from words w
  )
  select case when k.key = 'newyorkcity' then 'newyork' else coalesce(k.key, '') end from keyed k
$$;
comment on function public.city_key(text) is
  'Internal: the key two spellings of one city share (''St. Louis'' = ''Saint Louis'').';


-- The order people read names in, whatever their case, accents and punctuation: lower case, accents removed, every
-- character other than a letter, digit or space dropped ('Baskin Robbins' before 'BJ''s Restaurant', 'P.F.
-- Chang''s' after 'Papa John''s'). The lists of restaurant names sort by it, then by the name itself.
create or replace function public.reading_order(value text)
returns text
language sql immutable parallel safe set search_path = ''
as $$
  select btrim(regexp_replace(regexp_replace(lower(public.strip_marks(coalesce(value, ''))), '[^a-z0-9[:space:]]+', '',
    'g'), '[[:space:]]+', ' ', 'g'))
$$;
comment on function public.reading_order(text) is
  'Internal: the key names are sorted by as people read them (case, accents and punctuation ignored).';

create table public.cities (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  slug text generated always as (id) stored unique,
  name text not null check (length(btrim(name)) > 0),
  state text not null check (length(btrim(state)) > 0),
  description text,
  tagline text,
  image_url text,
  image_description text,
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (name, state)
);
comment on table public.cities is 'Cities with restaurants. The id is the URL slug (/healthy-restaurants/{id}).';
create index cities_name_prefix_idx on public.cities (lower(name) text_pattern_ops);
-- Autocomplete: the prefix becomes a range on lower(name) in byte order, which this index answers in order, so
-- a short prefix reads only the first rows it returns instead of filtering every city.
create index cities_name_prefix_range_idx on public.cities ((lower(name) collate "C"), name, state);
create index cities_name_lower_idx on public.cities (lower(name));
-- A typed name is found by its key: equal (the search) or a prefix of it (the autocomplete), in byte order (a key
-- is only a-z and 0-9), so the queries compare city_key(name) collate "C" to use this index.
create index cities_key_idx on public.cities ((public.city_key(name) collate "C"));
-- The nearest city (list_cities_near) reads the cities in a box around a position.
create index cities_point_idx on public.cities using gist (point(longitude, latitude))
  where latitude is not null and longitude is not null;
create trigger cities_set_updated_at before update on public.cities
  for each row execute function public.set_updated_at();

-- A restaurant is a menu's owner: a chain, whose one menu every location of it shares, or an independent place
-- with a menu of its own. Where a restaurant stands is in public.locations, so a chain's menu is stored once
-- however many locations it has.
create table public.restaurants (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) > 0),
  -- A chain's name stands for every location of it (an import joins a location of that name to its menu); an
  -- independent restaurant is one place, known by its name within its city.
  is_chain boolean not null default false,
  website text,
  description text,
  tags text[] not null default '{}',
  image_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.restaurants is
  'Restaurants as menus: a chain (one menu shared by its locations) or an independent place. Where each stands: '
  'public.locations.';
create index restaurants_name_idx on public.restaurants (lower(btrim(name)));
create index restaurants_tags_idx on public.restaurants using gin (tags);
create index restaurants_name_slug_idx on public.restaurants (public.name_slug(name));
-- One chain per name: a location of that name joins its menu.
create unique index restaurants_chain_slug_idx on public.restaurants (public.name_slug(name)) where is_chain;
create trigger restaurants_set_updated_at before update on public.restaurants
  for each row execute function public.set_updated_at();

-- Where the restaurants stand: real places with the source they are known from, each pointing at its
-- restaurant's menu.
create table public.locations (
  id uuid primary key default gen_random_uuid(),
  restaurant_id uuid not null references public.restaurants (id) on delete cascade,
  city_id text not null references public.cities (id) on delete cascade,
  address text not null check (length(btrim(address)) between 1 and 300),
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  -- The five-digit ZIP code of the place: the one its address ends with, else the nearest ZIP centre's.
  zip text check (zip ~ '^[0-9]{5}$'),
  source text constraint locations_source_check check (source is null or (length(btrim(source)) between 1 and 200)),
  source_url text constraint locations_source_url_check check (
    source_url is null or (length(source_url) <= 2000 and source_url ~ '^https?://[^[:space:]]+$')),
  as_of text constraint locations_as_of_check check (public.is_as_of_date(as_of)),
  constraint locations_provenance_check check (source is not null or (source_url is null and as_of is null)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.locations is
  'Where each restaurant stands: address, coordinates, ZIP and the source the place is known from.';
-- One location per restaurant, address and city: an import of the same place twice changes nothing.
create unique index locations_place_idx on public.locations (restaurant_id, city_id, lower(btrim(address)));
-- A city's restaurants and their locations nearest its centre (city_restaurant_places) are read from this index
-- alone: a big city's locations lie on as many of the table's pages as it has locations.
create index locations_city_idx on public.locations (city_id, restaurant_id) include (id, latitude, longitude, address);
create index locations_restaurant_idx on public.locations (restaurant_id, city_id);
-- An independent restaurant's first location (a calculator match anywhere, restaurant_home): one index entry, not
-- a sort of the restaurant's locations, which the planner expects to be a chain's thousands.
create index locations_restaurant_first_idx on public.locations (restaurant_id, created_at, id);
create index locations_zip_idx on public.locations (zip) where zip is not null;
-- The radius search keeps the locations inside the bounding box of the circle through this index, and measures
-- their distance from it alone.
create index locations_point_idx on public.locations using gist (point(longitude, latitude))
  include (id, restaurant_id, latitude, longitude) where latitude is not null and longitude is not null;
create trigger locations_set_updated_at before update on public.locations
  for each row execute function public.set_updated_at();

create table public.meals (
  id uuid primary key default gen_random_uuid(),
  restaurant_id uuid not null references public.restaurants (id) on delete cascade,
  name text not null check (length(btrim(name)) > 0),
  -- A dish served in several sizes is a row a size, named '<dish> — <size>', each with its own published numbers.
  dish text check (length(btrim(dish)) > 0),
  size text check (length(btrim(size)) between 1 and 120),
  -- A meal is listed and matched; a component is built into an order in its slot; a drink joins a meal.
  kind text not null default 'meal' check (kind in ('meal', 'component', 'drink')),
  slot text check (slot in ('base', 'protein', 'rice', 'beans', 'salsa', 'topping')),
  -- A stored order, built from the menu's own parts (docs/product.md#build-your-own): the format it is built in
  -- ('burrito bowl'); its parts are in public.order_parts and its numbers are their sum. Null: a row of the menu.
  order_format text check (order_format is null or (kind = 'meal' and length(btrim(order_format)) between 1 and 60)),
  description text,
  category text,
  serving text,
  meal_types text[] not null default '{}' check (meal_types <@ array['breakfast', 'lunch', 'dinner']),
  -- Kept as written ('25g' or '25'); the numeric columns below are what queries filter and sort on.
  protein text,
  carbs text,
  fat text,
  sugar text,
  calories text,
  protein_g numeric generated always as (public.macro_number(protein)) stored,
  carbs_g numeric generated always as (public.macro_number(carbs)) stored,
  fat_g numeric generated always as (public.macro_number(fat)) stored,
  sugar_g numeric generated always as (public.macro_number(sugar)) stored,
  calories_kcal numeric generated always as (public.macro_number(calories)) stored,
  -- What the item is for the diner (public.item_role): meal (a meal for one), side, sharing, condiment, part or
  -- drink; a sharing item's own words say what it serves ('Serves 10').
  role text generated always as (public.item_role(kind, name, category, serving, protein)) stored,
  serves text generated always as (public.sharing_label(name, serving)) stored,
  -- Why the numbers cannot be the item's own (public.implausible_reason), or null: such a row keeps its published
  -- numbers and stays out of every list, suggestion and build.
  implausible text generated always as (
    public.implausible_reason(kind, name, category, serving, calories, protein, carbs, fat)) stored,
  -- What the meal lists, the macro match, the budget search and the combos read: the meals for one whose numbers
  -- fit their names, up to 2,000 kcal.
  listed boolean generated always as (
    public.item_role(kind, name, category, serving, protein) = 'meal'
    and public.implausible_reason(kind, name, category, serving, calories, protein, carbs, fat) is null
    and (calories is null or public.macro_number(calories) <= 2000)) stored,
  -- The rest of the label, as MenuStat publishes it (g or mg); null: not published.
  saturated_fat_g numeric check (saturated_fat_g >= 0),
  trans_fat_g numeric check (trans_fat_g >= 0),
  cholesterol_mg numeric check (cholesterol_mg >= 0),
  sodium_mg numeric check (sodium_mg >= 0),
  fiber_g numeric check (fiber_g >= 0),
  potassium_mg numeric check (potassium_mg >= 0),
  -- Carbs less fiber, where both are published; unknown fiber is unknown net carbs, never the carbs.
  net_carbs_g numeric generated always as (
    case when fiber_g is not null and carbs is not null then greatest(public.macro_number(carbs) - fiber_g, 0) end
  ) stored,
  -- Set when the stated calories and those of the macros disagree (public.macro_energy_mismatch).
  macro_kcal_mismatch numeric generated always as (public.macro_energy_mismatch(protein, carbs, fat, calories)) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  macro_point extensions.cube generated always as (public.macro_point(protein, carbs, fat, calories)) stored,
  -- Where the values come from: nothing is filled in for a meal without a source ('Source not recorded').
  source text constraint meals_source_check check (source is null or (length(btrim(source)) between 1 and 200)),
  source_url text constraint meals_source_url_check check (
    source_url is null or (length(source_url) <= 2000 and source_url ~ '^https?://[^[:space:]]+$')),
  as_of text constraint meals_as_of_check check (public.is_as_of_date(as_of)),
  -- A link or a date describes a source: neither is kept without the source's name.
  constraint meals_provenance_check check (source is not null or (source_url is null and as_of is null)),
  constraint meals_dish_size_check check (
    (dish is null) = (size is null) and (size is null or name = dish || ' — ' || size)),
  constraint meals_slot_kind_check check (slot is null or kind = 'component')
);
comment on table public.meals is
  'Menu items with their published macros, on their restaurant''s menu (MenuStat 2022 for the seeded chains).';
comment on column public.meals.macro_point is 'ln of protein, carbs, fat and calories: the macro calculator''s index.';
comment on column public.meals.macro_kcal_mismatch is
  'The calories protein, carbs and fat give when they disagree with the stated calories (see '
  'macro_energy_mismatch); null when they agree or a value is missing. The meal is still listed on its stated values.';
comment on column public.meals.source is
  'Who published the nutrition values (e.g. ''MenuStat''); null: not recorded.';
comment on column public.meals.source_url is 'A link to the source (http or https), or null.';
comment on column public.meals.as_of is
  'When the values are as of: ISO 8601 year, year-month or date (''2022''), or null.';
create index meals_restaurant_idx on public.meals (restaurant_id, lower(btrim(name)));
create index meals_meal_types_idx on public.meals using gin (meal_types);
-- The indexes of the lists and searches hold the listed meals only (components, drinks and platters are read from
-- a menu, by restaurant).
create index meals_macro_point_idx on public.meals using gist (macro_point) where listed;
-- A low sugar cap leaves few of the meals near the targets: these hold only the meals under two such caps, so the
-- walk does not step over the others (measured: 175 ms for sugar at most 2 with high targets, 9 ms with them).
create index meals_macro_point_sugar_1_idx on public.meals using gist (macro_point)
  where listed and sugar_g <= 1;
create index meals_macro_point_sugar_5_idx on public.meals using gist (macro_point)
  where listed and sugar_g <= 5;
-- The macro index's point with protein per 100 kcal as a fifth coordinate: the calculator reads the meals inside
-- the targets' box in that order straight from the index.
create index meals_density_point_idx on public.meals
  using gist (public.macro_density_point(protein, carbs, fat, calories)) where listed;
-- In a city or near a ZIP, each restaurant's meals are matched and ranked from this index alone; the density and
-- the budget's caps need to know whether a value is published at all (its text), and the label limits read sodium,
-- fiber and net carbs.
create index meals_restaurant_macros_idx on public.meals (restaurant_id)
  include (protein_g, carbs_g, fat_g, calories_kcal, sugar_g, name, id, protein, carbs, fat, sugar, calories,
    sodium_mg, fiber_g, net_carbs_g) where listed;
-- Without a target closer than 0, every match is equally close and the order is by name: read in that order.
create index meals_name_order_idx on public.meals (name, id) include (protein_g, carbs_g, fat_g, calories_kcal, sugar_g)
  where listed;
-- One target alone: its closest meals are the two ends of a range on that macro, read in order (the listings use
-- these too). A 0 target is an equality, whose meals these read in name order.
create index meals_protein_order_idx on public.meals (protein_g, name, id)
  include (carbs_g, fat_g, calories_kcal, sugar_g) where listed;
create index meals_carbs_order_idx on public.meals (carbs_g, name, id)
  include (protein_g, fat_g, calories_kcal, sugar_g) where listed;
create index meals_fat_order_idx on public.meals (fat_g, name, id)
  include (protein_g, carbs_g, calories_kcal, sugar_g) where listed;
create index meals_calories_order_idx on public.meals (calories_kcal, name, id)
  include (protein_g, carbs_g, fat_g, sugar_g) where listed;
create trigger meals_set_updated_at before update on public.meals
  for each row execute function public.set_updated_at();

-- What a stored order (meals.order_format) is built from: each part of the menu, how many of it, and its place in
-- the order (the format's slots in turn). The order's numbers are these rows' sum (public.store_orders).
create table public.order_parts (
  order_id uuid not null references public.meals (id) on delete cascade,
  part_id uuid not null references public.meals (id) on delete cascade,
  quantity integer not null check (quantity between 1 and 99),
  place smallint not null check (place between 0 and 99),
  primary key (order_id, part_id)
);
comment on table public.order_parts is
  'The parts of each stored order (a meal built from its menu''s parts): part, quantity and place in the order.';
create index order_parts_part_idx on public.order_parts (part_id);

-- An order without one of its parts is not that order any more: it goes with the part.
create or replace function public.order_part_removed()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.meals m where m.id in (select o.order_id from old_parts o);
  return null;
end
$$;
comment on function public.order_part_removed() is
  'Internal (trigger): removes the stored orders that lost a part.';
create trigger order_parts_removed after delete on public.order_parts
  referencing old table as old_parts for each statement execute function public.order_part_removed();

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null,
  excerpt text,
  content text not null default '',
  author text,
  author_image_url text,
  image_url text,
  tags text[] not null default '{}',
  read_time text not null default '5 min read',
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.blog_posts is 'Articles for /blog; only published ones are ever visible to the public.';
create index blog_posts_published_idx on public.blog_posts (created_at desc) where published;
create index blog_posts_tags_idx on public.blog_posts using gin (tags);
create trigger blog_posts_set_updated_at before update on public.blog_posts
  for each row execute function public.set_updated_at();

-- Row-level security: the public reads the catalogue and published posts, and writes none of it.
alter table public.cities enable row level security;
alter table public.restaurants enable row level security;
alter table public.locations enable row level security;
alter table public.meals enable row level security;
alter table public.blog_posts enable row level security;
alter table public.order_parts enable row level security;

revoke all on public.cities, public.restaurants, public.locations, public.meals, public.blog_posts,
  public.order_parts from anon, authenticated;
grant select on public.cities, public.restaurants, public.locations, public.meals, public.blog_posts,
  public.order_parts to anon, authenticated;

create policy "cities are public" on public.cities for select to anon, authenticated using (true);
create policy "restaurants are public" on public.restaurants for select to anon, authenticated using (true);
create policy "locations are public" on public.locations for select to anon, authenticated using (true);
create policy "meals are public" on public.meals for select to anon, authenticated using (true);
create policy "order parts are public" on public.order_parts for select to anon, authenticated using (true);
create policy "published posts are public" on public.blog_posts for select to anon, authenticated
  using (published);

-- What the public sends us ------------------------------------------------------------------------------------
-- The public writes only through the submit and logging functions (docs/architecture.md#public-writes): these
-- tables grant anon and authenticated nothing and have no policies. The CHECK constraints repeat the forms' rules
-- (lib/requests/schema.ts), so no path stores what the forms refuse. Limits: names 200, state 50, macros 50, notes
-- 2000 (SHORT_TEXT_MAX, LONG_TEXT_MAX), calories a whole number of at most 5 digits, links http or https only.

create table public.meal_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  restaurant_id uuid references public.restaurants (id) on delete set null,
  restaurant_name text,
  meal_name text not null check (length(btrim(meal_name)) > 0),
  protein text,
  carbs text,
  fat text,
  sugar text,
  calories integer check (calories >= 0),
  description text,
  photo_url text,
  user_notes text,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now(),
  check (restaurant_id is not null or length(btrim(coalesce(restaurant_name, ''))) > 0),
  constraint meal_requests_restaurant_name_length check (char_length(restaurant_name) <= 200),
  constraint meal_requests_meal_name_length check (char_length(meal_name) <= 200),
  constraint meal_requests_macros_length check (char_length(protein) <= 50 and char_length(carbs) <= 50
    and char_length(fat) <= 50 and char_length(sugar) <= 50),
  constraint meal_requests_calories_range check (calories between 0 and 99999),
  constraint meal_requests_notes_length check (char_length(description) <= 2000
    and char_length(user_notes) <= 2000),
  constraint meal_requests_photo_url check (char_length(photo_url) <= 2000 and public.is_photo_url(photo_url))
);
comment on table public.meal_requests is 'Meals the public asks us to add, for an existing or a new restaurant.';

create table public.restaurant_requests (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) > 0),
  city text not null check (length(btrim(city)) > 0),
  address text not null check (length(btrim(address)) > 0),
  website text,
  description text,
  user_notes text,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now(),
  photo_url text,
  constraint restaurant_requests_text_length check (char_length(name) <= 200 and char_length(city) <= 200
    and char_length(address) <= 200),
  constraint restaurant_requests_website_web check (char_length(website) <= 200 and public.is_web_url(website)),
  constraint restaurant_requests_notes_length check (char_length(description) <= 2000
    and char_length(user_notes) <= 2000),
  constraint restaurant_requests_photo_url check (char_length(photo_url) <= 2000
    and public.is_photo_url(photo_url))
);
comment on table public.restaurant_requests is 'Restaurants the public asks us to add.';

create table public.city_suggestions (
  id uuid primary key default gen_random_uuid(),
  city_name text not null check (length(btrim(city_name)) > 0),
  state text not null check (length(btrim(state)) > 0),
  description text,
  user_notes text,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now(),
  constraint city_suggestions_text_length check (char_length(city_name) <= 200 and char_length(state) <= 50),
  constraint city_suggestions_notes_length check (char_length(description) <= 2000
    and char_length(user_notes) <= 2000)
);
comment on table public.city_suggestions is 'Cities the public asks us to cover.';

create table public.restaurant_suggestions (
  id uuid primary key default gen_random_uuid(),
  restaurant_name text not null check (length(btrim(restaurant_name)) > 0),
  city text not null check (length(btrim(city)) > 0),
  address text not null check (length(btrim(address)) > 0),
  website text,
  photo_url text,
  meal_name text,
  protein text,
  carbs text,
  fat text,
  sugar text,
  calories text,
  description text,
  user_notes text,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now(),
  constraint restaurant_suggestions_text_length check (char_length(restaurant_name) <= 200
    and char_length(city) <= 200 and char_length(address) <= 200 and char_length(meal_name) <= 200),
  constraint restaurant_suggestions_website_web check (char_length(website) <= 200
    and public.is_web_url(website)),
  constraint restaurant_suggestions_macros_length check (char_length(protein) <= 50 and char_length(carbs) <= 50
    and char_length(fat) <= 50 and char_length(sugar) <= 50),
  constraint restaurant_suggestions_calories_integer check (calories ~ '^[0-9]{1,5}$'),
  constraint restaurant_suggestions_notes_length check (char_length(description) <= 2000
    and char_length(user_notes) <= 2000),
  constraint restaurant_suggestions_photo_url check (char_length(photo_url) <= 2000
    and public.is_photo_url(photo_url))
);
comment on table public.restaurant_suggestions is 'Restaurants in a city we cover, suggested with one of their meals.';

create table public.search_city_logs (
  id bigint generated always as identity primary key,
  city_id text references public.cities (id) on delete cascade,
  city_name text not null,
  created_at timestamptz not null default now(),
  -- Who logged it (the server-made key of check_rate), so one client counts once per city and day.
  client_key text check (client_key ~ '^[0-9a-f]{64}$'),
  constraint search_city_logs_city_name_length check (char_length(city_name) <= 200)
);
comment on table public.search_city_logs is 'One row per city chosen in the home search; feeds the popular cities.';
create index search_city_logs_city_idx on public.search_city_logs (city_id);
create index search_city_logs_client_idx on public.search_city_logs (client_key, city_id, created_at);

-- Every rate limit's attempts, one row each (check_rate): the bucket says which limit, the key is the server's
-- HMAC-SHA256 hex digest of the client's address (or of an account's email, alone or with the address); attempts
-- are pruned globally.
create table public.rate_limit_attempts (
  id bigint generated always as identity primary key,
  bucket text not null
    constraint rate_limit_attempts_bucket check (bucket in ('submission', 'sign_in', 'sign_in_account', 'sign_up',
      'password_reset', 'reset_mail', 'save_meal')),
  client_key text not null,
  created_at timestamptz not null default now(),
  constraint rate_limit_attempts_client_key_hmac check (client_key ~ '^[0-9a-f]{64}$')
);
comment on table public.rate_limit_attempts is
  'One row per counted attempt of a rate limit (submissions, failed sign-ins per client and per account at a '
  'client, sign-ups and reset requests per client, reset mails per email, saved meals per account), keyed by a hash made by the server; read '
  'only by check_rate and forget_sign_in.';
create index rate_limit_attempts_key_idx on public.rate_limit_attempts (bucket, client_key, created_at);
create index rate_limit_attempts_created_idx on public.rate_limit_attempts (created_at);

alter table public.meal_requests enable row level security;
alter table public.restaurant_requests enable row level security;
alter table public.city_suggestions enable row level security;
alter table public.restaurant_suggestions enable row level security;
alter table public.search_city_logs enable row level security;
alter table public.rate_limit_attempts enable row level security;

revoke all on public.meal_requests, public.restaurant_requests, public.city_suggestions,
  public.restaurant_suggestions, public.search_city_logs, public.rate_limit_attempts from public, anon, authenticated;
