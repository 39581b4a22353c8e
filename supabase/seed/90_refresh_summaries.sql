-- After loading the catalogue: compute the listings' materialized views, as an import does.
select public.refresh_catalogue_summaries();
