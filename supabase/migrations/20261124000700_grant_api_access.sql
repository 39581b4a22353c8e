-- Who may execute what, and the API roles' time limits. PostgreSQL lets everyone execute a new function: every
-- function is first taken from everyone, then given to the roles that call it.

revoke execute on all functions in schema public from public, anon, authenticated, service_role;

-- The read API, for everyone: the public (anon), signed-in users (authenticated) and the site's server.
grant execute on function
  public.get_random_restaurants(integer),
  public.get_popular_cities(integer),
  public.list_cities_by_prefix(text, integer),
  public.list_high_protein_low_calorie_meals(integer),
  public.list_restaurants_near_zip(text, double precision, integer, integer),
  public.zip_search_page_size(),
  public.zip_search_page(text, double precision, integer, integer),
  public.search_restaurants(text, integer),
  public.get_city(text),
  public.list_cities(),
  public.list_cities_near(double precision, double precision),
  public.nearest_zip_code(double precision, double precision),
  public.list_city_restaurants(text),
  public.get_high_protein_restaurants(text),
  public.get_high_protein_breakfast_restaurants(text),
  public.get_lean_high_protein_breakfast_restaurants(text),
  public.list_restaurant_brands_by_rule(text, integer, text, integer),
  public.list_restaurant_brands(),
  public.get_restaurant_nutrition(text),
  public.list_meal_sources(),
  public.list_menu_checks(),
  public.list_location_sources(),
  public.get_restaurant(uuid),
  public.list_restaurant_options(),
  public.search_restaurant_options(text, integer),
  public.list_restaurant_meals(uuid),
  public.list_city_button_meals(uuid, text, integer),
  public.list_restaurant_locations(uuid, text, text, integer, integer),
  public.list_meals_by_ids(uuid[]),
  public.find_meals_by_macros(numeric, numeric, numeric, numeric, numeric, text, integer, integer, text, numeric,
    numeric, numeric, boolean),
  public.suggest_meal_combos(uuid, numeric, numeric, numeric, numeric, numeric, integer, numeric, numeric, numeric),
  public.list_blog_posts(integer),
  public.get_blog_post(text),
  public.list_related_posts(text, integer)
to anon, authenticated, service_role;

-- Helpers evaluated inside the invoker functions above (and the CHECK constraints of meals), so the same roles
-- need them.
grant execute on function
  public.macro_number(text),
  public.macro_energy_mismatch(text, text, text, text),
  public.meal_nutrition_note(public.meals),
  public.macro_log(numeric),
  public.macro_point(text, text, text, text),
  public.protein_density(text, numeric, numeric),
  public.macro_density_point(text, text, text, text),
  public.name_slug(text),
  public.is_as_of_date(text),
  public.miles_between(double precision, double precision, double precision, double precision),
  public.meal_json(public.meals),
  public.order_parts_json(uuid),
  public.meal_passes_rule(public.meals, public.restaurants, text),
  public.meal_in_city_button(public.meals, text),
  public.restaurant_summary_json(public.restaurants),
  public.restaurant_json(public.restaurants),
  public.city_json(public.cities),
  public.post_summary_json(public.blog_posts),
  public.restaurant_card_json(public.restaurants, public.locations, public.cities),
  public.location_json(public.locations, public.cities),
  public.menu_owner(uuid),
  public.area_restaurant_json(public.restaurants, integer, uuid[], double precision[], json, integer),
  public.area_restaurant_object(public.restaurants, public.locations, public.cities, integer, json,
    public.restaurant_highlights, json, integer, double precision[]),
  public.area_locations_json(uuid[], double precision[]),
  public.city_restaurants_json(text, integer),
  public.meal_matches_json(uuid[], uuid[], double precision[], integer),
  public.box_meal_count(text, numeric[], double precision[], double precision[], integer),
  public.nearby_meal_page(text, double precision, numeric[], integer, integer, text, text, text, text),
  public.city_restaurant_places(text),
  public.zip_area_locations(text, double precision),
  public.require_between(text, numeric, numeric, numeric),
  public.require_nutrient_bounds(text, numeric[]),
  public.require_meal_page(integer, integer, integer, text, text, numeric[]),
  public.combo_menu(uuid, integer, text, numeric[]),
  public.listed_meals_condition(boolean),
  public.label_limit_conditions(numeric, numeric, numeric),
  public.meal_in_label_limits(public.meals, numeric, numeric, numeric),
  public.combos_json(uuid[], integer[], integer[], integer[], numeric[]),
  public.meal_thousandths(public.meals),
  public.capped(text, numeric, numeric, numeric),
  public.capped(text, integer, integer, integer),
  public.state_code(text),
  public.strip_marks(text),
  public.city_key(text),
  public.reading_order(text),
  public.resolve_city(text),
  public.city_page_id(text),
  public.restaurants_with_meals_json(text, text)
to anon, authenticated, service_role;

-- CHECK constraints call these as whoever writes the row.
grant execute on function public.is_web_url(text), public.is_photo_url(text) to public;

-- The server's own calls: the functions that take a rate-limit key, and the import's refresh. The submission
-- helpers, the rate limit itself and the menu triggers run only inside the security definer functions, as their
-- owner: nobody else may execute them.
grant execute on function
  public.submit_meal_request(text, text, uuid, text, text, text, text, text, integer, text, text, text, uuid),
  public.submit_restaurant_request(text, text, text, text, text, text, text, text),
  public.submit_city_suggestion(text, text, text, text, text),
  public.submit_restaurant_suggestion(text, text, text, text, text, text, text, text, text, text, text, text, text,
    text),
  public.log_city_search(text, text),
  public.refresh_catalogue_summaries()
to service_role;

-- Bounded work for the public: applied per call by PostgREST to the role it switches to (as Supabase's defaults,
-- stated here so every environment has them); a session that switches role itself applies them the same way.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
