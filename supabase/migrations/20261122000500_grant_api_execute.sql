-- Execute rights: PostgreSQL lets everyone execute a new function; the API functions are for the site's
-- roles only, and the internal JSON helpers only for the API functions that call them as the same roles.

revoke execute on all functions in schema public from public, anon, authenticated, service_role;

grant execute on function
  public.get_random_restaurants(integer),
  public.get_popular_cities(integer),
  public.list_cities_by_prefix(text, integer),
  public.search_restaurants(text),
  public.list_city_restaurants(text),
  public.get_city(text),
  public.list_cities(),
  public.get_high_protein_restaurants(text),
  public.get_high_protein_breakfast_restaurants(text),
  public.get_lean_high_protein_breakfast_restaurants(text),
  public.get_restaurant(uuid),
  public.list_restaurant_options(),
  public.list_restaurant_meals(uuid),
  public.find_meals_by_macros(numeric, numeric, numeric, numeric, numeric, text, integer, integer),
  public.list_blog_posts(integer),
  public.get_blog_post(text),
  public.list_related_posts(text, integer),
  public.log_city_search(text, text),
  public.submit_meal_request(text, uuid, text, text, text, text, text, integer, text, text, text),
  public.submit_restaurant_request(text, text, text, text, text, text),
  public.submit_city_suggestion(text, text, text, text),
  public.submit_restaurant_suggestion(text, text, text, text, text, text, text, text, text, text, text, text, text)
to anon, authenticated, service_role;

-- Helpers evaluated inside the invoker functions above, so the same roles need them.
grant execute on function
  public.macro_number(text),
  public.meal_json(public.meals),
  public.restaurant_summary_json(public.restaurants),
  public.restaurant_json(public.restaurants),
  public.city_json(public.cities),
  public.post_summary_json(public.blog_posts),
  public.restaurants_with_meals_json(text, text)
to anon, authenticated, service_role;
