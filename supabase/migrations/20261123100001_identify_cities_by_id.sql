-- Cities are identified by id. Two cities may share a name (Portland OR and ME, Springfield IL and MO), so a city
-- page selects its restaurants by the city id, never by the name. The spec's named functions keep their argument
-- (city_name_param) and read it as a city id, 'City, ST' or 'City, State Name', or a bare name; a bare name that
-- several cities share means the one with the most restaurants, so restaurants of two cities never mix. The city
-- page functions that select through resolve_city are rewritten, reading precomputed menus, in 20261123100005.

create or replace function public.state_code(state_text text)
returns text
language sql
immutable
parallel safe
as $$
  select case
    when btrim(coalesce(state_text, '')) ~ '^[A-Za-z]{2}$' then upper(btrim(state_text))
    else (
      select s.code
      from (values
        ('AL', 'alabama'), ('AK', 'alaska'), ('AZ', 'arizona'), ('AR', 'arkansas'), ('CA', 'california'),
        ('CO', 'colorado'), ('CT', 'connecticut'), ('DE', 'delaware'), ('DC', 'district of columbia'),
        ('FL', 'florida'), ('GA', 'georgia'), ('HI', 'hawaii'), ('ID', 'idaho'), ('IL', 'illinois'),
        ('IN', 'indiana'), ('IA', 'iowa'), ('KS', 'kansas'), ('KY', 'kentucky'), ('LA', 'louisiana'),
        ('ME', 'maine'), ('MD', 'maryland'), ('MA', 'massachusetts'), ('MI', 'michigan'), ('MN', 'minnesota'),
        ('MS', 'mississippi'), ('MO', 'missouri'), ('MT', 'montana'), ('NE', 'nebraska'), ('NV', 'nevada'),
        ('NH', 'new hampshire'), ('NJ', 'new jersey'), ('NM', 'new mexico'), ('NY', 'new york'),
        ('NC', 'north carolina'), ('ND', 'north dakota'), ('OH', 'ohio'), ('OK', 'oklahoma'), ('OR', 'oregon'),
        ('PA', 'pennsylvania'), ('PR', 'puerto rico'), ('RI', 'rhode island'), ('SC', 'south carolina'),
        ('SD', 'south dakota'), ('TN', 'tennessee'), ('TX', 'texas'), ('UT', 'utah'), ('VT', 'vermont'),
        ('VA', 'virginia'), ('WA', 'washington'), ('WV', 'west virginia'), ('WI', 'wisconsin'), ('WY', 'wyoming')
      ) s (code, name)
      where s.name = lower(regexp_replace(btrim(state_text), '\s+', ' ', 'g'))
    )
  end
$$;
comment on function public.state_code(text) is
  'Internal: the two-letter code of a US state written as a code or in full (''Maine'' -> ''ME''), else null.';

create or replace function public.resolve_city(place text)
returns text
language sql
stable
as $$
  with parts as (
    select btrim(place) as place,
      btrim(split_part(btrim(place), ',', 1)) as city_name,
      nullif(btrim(substr(btrim(place), length(split_part(btrim(place), ',', 1)) + 2)), '') as state_text
    where btrim(coalesce(place, '')) <> ''
  )
  select coalesce(
    (select c.id from public.cities c, parts p where c.id = lower(p.place)),
    (select c.id
     from public.cities c, parts p
     where lower(c.name) = lower(p.city_name)
       -- A state the site knows must match; any other text after the comma leaves the name to decide.
       and (public.state_code(p.state_text) is null or upper(c.state) = public.state_code(p.state_text))
     order by (select count(*) from public.restaurants r where r.city_id = c.id) desc, c.state, c.id
     limit 1)
  )
$$;
comment on function public.resolve_city(text) is
  'Internal: the id of the one city a place names: a city id, ''City, ST'', ''City, State Name'' or a name '
  '(shared names: the city with the most restaurants); null when none matches.';

-- A restaurant as JSON without its meals, its city already joined (no lookup per restaurant).
create or replace function public.restaurant_card_json(r public.restaurants, c public.cities)
returns jsonb
language sql
stable
as $$
  select jsonb_build_object(
    'id', r.id, 'name', r.name, 'address', r.address, 'city_id', r.city_id, 'city', c.name, 'state', c.state,
    'website', r.website, 'description', r.description, 'tags', to_jsonb(r.tags), 'image_url', r.image_url,
    'latitude', r.latitude, 'longitude', r.longitude, 'updated_at', r.updated_at
  )
$$;
comment on function public.restaurant_card_json(public.restaurants, public.cities) is
  'Internal: a restaurant and its city as JSON, without meals.';


create or replace function public.search_restaurants(search_term text)
returns jsonb
language plpgsql
stable
as $$
declare
  term text := btrim(coalesce(search_term, ''));
  found jsonb;
begin
  if term = '' then
    return jsonb_build_object('label', null, 'restaurants', '[]'::jsonb);
  end if;
  if term ~ '^[0-9]{5}(-[0-9]{4})?$' then
    return jsonb_build_object('label', 'restaurants near ' || term,
      'restaurants', public.list_restaurants_near_zip(term));
  end if;
  select coalesce(jsonb_agg(public.restaurant_json(x.r) order by (x.r).name, (x.r).id), '[]'::jsonb) into found
  from (
    select rr as r from public.restaurants rr
    where rr.city_id = public.resolve_city(term)
    order by rr.name, rr.id
    limit 100
  ) x;
  return jsonb_build_object('label', coalesce(found -> 0 ->> 'city', term), 'restaurants', found);
end
$$;
comment on function public.search_restaurants(text) is
  'Anyone. Restaurants with meals of one city (a name, ''City, ST'' or an id; see resolve_city), at most 100, or '
  'near a ZIP code (within 25 miles, nearest first, at most 50), with a label: the first result''s city, or '
  '''restaurants near {zip}''.';

comment on function public.get_high_protein_restaurants(text) is
  'Anyone. Restaurants of one city (id, ''City, ST'' or name) with their meals of over 40 g protein, best first.';
comment on function public.get_high_protein_breakfast_restaurants(text) is
  'Anyone. Restaurants of one city (id, ''City, ST'' or name) with their breakfast meals of over 35 g protein, '
  'best first.';
comment on function public.get_lean_high_protein_breakfast_restaurants(text) is
  'Anyone. Restaurants of one city (id, ''City, ST'' or name) with breakfast meals of over 40 g protein and under '
  '15 g fat or under 10 g sugar, best first.';

revoke execute on function public.state_code(text), public.resolve_city(text),
  public.restaurant_card_json(public.restaurants, public.cities)
  from public, anon, authenticated, service_role;
-- Evaluated inside the invoker functions above, so the same roles need them.
grant execute on function public.state_code(text), public.resolve_city(text),
  public.restaurant_card_json(public.restaurants, public.cities)
  to anon, authenticated, service_role;
