-- Real visitors' speed (Core Web Vitals), sent with consent to statistics and written only by the
-- web-vitals function (service role). One row per page view and metric: a later value of the same
-- page view replaces the earlier one. Nothing in a row identifies a person: a random id per page
-- view, the page's path, how it was shown, the viewport's class, the connection type and what
-- explains the value (an element's selector, an island's id). The bounds are METRIC_RULES and
-- VITALS_LIMITS of supabase/functions/_shared/webVitalsRules.ts; supabase/migrations/webVitals.test.ts
-- compares them. Row-level security is on and no policy exists: the public key can neither read nor
-- write the tables, nor call the functions.
create table public.web_vitals (
  page_view uuid not null,
  metric text not null check (metric in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  value double precision not null,
  rating text not null check (rating in ('good', 'needs-improvement', 'poor')),
  path text not null check (char_length(path) <= 500 and path like '/%' and path !~ '[?#]'),
  shown_as text not null check (shown_as in ('navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore')),
  viewport text not null check (viewport in ('phone', 'tablet', 'desktop')),
  connection text not null default '' check (connection in ('', 'slow-2g', '2g', '3g', '4g')),
  element text not null default '' check (char_length(element) <= 100),
  lcp_ttfb double precision,
  lcp_load_delay double precision,
  lcp_load_duration double precision,
  lcp_render_delay double precision,
  interaction text not null default '' check (interaction in ('', 'pointer', 'keyboard')),
  island text not null default '' check (char_length(island) <= 100 and island ~ '^[A-Za-z0-9_-]*$'),
  island_state text not null default '' check (island_state in ('', 'ready', 'starting')),
  received_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (page_view, metric),
  constraint web_vitals_value_bounds check (
    value >= 0 and value <= case metric when 'LCP' then 120000 when 'INP' then 60000 when 'CLS' then 10 when 'FCP' then 120000 when 'TTFB' then 120000 end
  )
);
create index web_vitals_received on public.web_vitals (received_at);

-- The rate limit's state, apart from the measurements: a client's key (a salted hash of its address)
-- and how many batches it sent in its current window, forgotten once the window is over.
create table public.web_vitals_clients (
  client_key text primary key,
  window_start timestamptz not null,
  batches integer not null
);

alter table public.web_vitals enable row level security;
alter table public.web_vitals force row level security;
alter table public.web_vitals_clients enable row level security;
alter table public.web_vitals_clients force row level security;
revoke all on table public.web_vitals, public.web_vitals_clients from anon, authenticated;
grant select, insert, update, delete on table public.web_vitals, public.web_vitals_clients to service_role;

-- Keeps one page view's metrics unless its client already sent `max_batches` within the last
-- `window_seconds`; returns 'stored' or 'rate_limited'. The same call deletes what is kept no longer:
-- measurements older than 13 months and the rate limit's state of windows that are over, so the
-- backend forgets by itself, with no scheduler. The transaction-scoped advisory lock on the client
-- key makes its count and the insert one step; other clients are not held up.
create function public.record_web_vitals(
  client_key text,
  page_view uuid,
  path text,
  shown_as text,
  viewport text,
  connection text,
  entries jsonb,
  max_batches integer,
  window_seconds integer
) returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  counted integer;
begin
  delete from public.web_vitals v where v.received_at < pg_catalog.now() - interval '13 months';
  delete from public.web_vitals_clients c where c.window_start < pg_catalog.now() - pg_catalog.make_interval(secs => window_seconds);
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('web_vitals:' || record_web_vitals.client_key, 0));
  insert into public.web_vitals_clients as c (client_key, window_start, batches)
  values (record_web_vitals.client_key, pg_catalog.now(), 1)
  on conflict on constraint web_vitals_clients_pkey do update set batches = c.batches + 1
  returning c.batches into counted;
  if counted > max_batches then
    return 'rate_limited';
  end if;
  insert into public.web_vitals as v (page_view, metric, value, rating, path, shown_as, viewport, connection, element,
                                      lcp_ttfb, lcp_load_delay, lcp_load_duration, lcp_render_delay, interaction, island, island_state)
  select record_web_vitals.page_view, e.name, e.value, e.rating, record_web_vitals.path, record_web_vitals.shown_as,
         record_web_vitals.viewport, record_web_vitals.connection, coalesce(e.element, ''),
         e.lcp_ttfb, e.lcp_load_delay, e.lcp_load_duration, e.lcp_render_delay,
         coalesce(e.interaction, ''), coalesce(e.island, ''), coalesce(e.island_state, '')
    from pg_catalog.jsonb_to_recordset(record_web_vitals.entries) as e(name text, value double precision, rating text, element text,
         lcp_ttfb double precision, lcp_load_delay double precision, lcp_load_duration double precision, lcp_render_delay double precision,
         interaction text, island text, island_state text)
  on conflict on constraint web_vitals_pkey do update
    set value = excluded.value, rating = excluded.rating, element = excluded.element,
        lcp_ttfb = excluded.lcp_ttfb, lcp_load_delay = excluded.lcp_load_delay,
        lcp_load_duration = excluded.lcp_load_duration, lcp_render_delay = excluded.lcp_render_delay,
        interaction = excluded.interaction, island = excluded.island, island_state = excluded.island_state,
        updated_at = pg_catalog.now();
  return 'stored';
end;
$$;

revoke all on function public.record_web_vitals(text, uuid, text, text, text, text, jsonb, integer, integer) from public, anon, authenticated;
grant execute on function public.record_web_vitals(text, uuid, text, text, text, text, jsonb, integer, integer) to service_role;

-- What `npm run vitals` shows, over the page views of the last `days` days (28, as Chrome's field
-- data): per route and viewport class the 75th percentile of LCP, INP and CLS with the number of page
-- views measured, and the five interaction targets with the worst INP (75th percentile), each with its
-- island and how many of its interactions began while that island was still starting.
create function public.web_vitals_report(days integer default 28) returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with recent as (
    select * from public.web_vitals v where v.received_at >= pg_catalog.now() - pg_catalog.make_interval(days => web_vitals_report.days)
  ),
  routes as (
    select r.path, r.viewport, r.metric,
           percentile_cont(0.75) within group (order by r.value) as p75,
           count(*) as samples
      from recent r
     where r.metric in ('LCP', 'INP', 'CLS')
     group by r.path, r.viewport, r.metric
  ),
  targets as (
    select r.element, r.island,
           percentile_cont(0.75) within group (order by r.value) as p75,
           count(*) as samples,
           count(*) filter (where r.island_state = 'starting') as starting
      from recent r
     where r.metric = 'INP'
     group by r.element, r.island
     order by p75 desc, samples desc
     limit 5
  )
  select pg_catalog.jsonb_build_object(
    'days', web_vitals_report.days,
    'routes', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('path', path, 'viewport', viewport, 'metric', metric, 'p75', p75, 'samples', samples)
                                                    order by path, viewport, metric) from routes), '[]'::jsonb),
    'worstTargets', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('element', element, 'island', island, 'p75', p75, 'samples', samples, 'starting', starting)
                                                          order by p75 desc, samples desc) from targets), '[]'::jsonb)
  )
$$;

revoke all on function public.web_vitals_report(integer) from public, anon, authenticated;
grant execute on function public.web_vitals_report(integer) to service_role;
