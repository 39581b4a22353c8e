-- The seed's stored orders were found over its menus as loaded (scripts/seed/orders.ts), and the other chains' menus
-- are not built at a counter: no menu waits for its orders to be found again.
delete from public.order_menus_due;

-- After loading the catalogue: compute the listings' materialized views, as an import does.
select public.refresh_catalogue_summaries();
