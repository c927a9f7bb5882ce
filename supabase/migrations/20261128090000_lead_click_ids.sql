-- A lead keeps its ad click: the click IDs Google Ads' offline conversion import (gclid, gbraid,
-- wbraid) and Meta's Conversions API (fbclid) match a lead to its click by, in columns of their own,
-- and whether the visitor allowed marketing when sending (only those clicks may be reported back).
-- The landing page keeps its path only: nothing else of an address's query is stored, whatever a link
-- put there (an e-mail address, a token). The limits are those of ATTRIBUTION_LIMITS in
-- supabase/functions/_shared/attributionRules.ts, counted alike (char_length counts characters);
-- supabase/migrations/migrations.test.ts compares the two. Row-level security and the table's grants
-- stay as they are: only the function's caller (service role) reads and writes.

alter table public.contact_messages
  add column gclid text not null default '' constraint contact_messages_gclid_length check (char_length(gclid) <= 300),
  add column gbraid text not null default '' constraint contact_messages_gbraid_length check (char_length(gbraid) <= 300),
  add column wbraid text not null default '' constraint contact_messages_wbraid_length check (char_length(wbraid) <= 300),
  add column fbclid text not null default '' constraint contact_messages_fbclid_length check (char_length(fbclid) <= 300),
  -- Earlier messages carry no record of it: they count as not allowed, so their clicks are never reported.
  add column marketing_consent boolean not null default false;

-- Earlier rows get the same treatment. Two helpers for this migration only (pg_temp: gone with the session):
-- a query value percent-decoded as a browser decodes it ('+' is a space), kept as it is where its bytes
-- are no UTF-8; and the first value of a parameter in a query, '' where it has none.
create function pg_temp.url_decode(encoded text) returns text
language plpgsql immutable
as $$
declare
  bytes bytea := '';
  at integer := 1;
begin
  encoded := replace(encoded, '+', ' ');
  while at <= length(encoded) loop
    if substr(encoded, at, 3) ~ '^%[0-9A-Fa-f]{2}$' then
      bytes := bytes || decode(substr(encoded, at + 1, 2), 'hex');
      at := at + 3;
    else
      bytes := bytes || convert_to(substr(encoded, at, 1), 'UTF8');
      at := at + 1;
    end if;
  end loop;
  return convert_from(bytes, 'UTF8');
exception when others then
  return encoded;
end;
$$;

create function pg_temp.query_value(query text, wanted text) returns text
language sql immutable
as $$
  select coalesce((select pg_temp.url_decode(substr(pair, length(split_part(pair, '=', 1)) + 2))
                     from unnest(string_to_array(query, '&')) with ordinality as pairs(pair, n)
                    where pg_temp.url_decode(split_part(pair, '=', 1)) = wanted
                    order by n
                    limit 1), '')
$$;

-- Each earlier landing page with a query: its click IDs moved to their columns, its UTM values to
-- theirs where they are still empty (the page sent them read from the same address), the rest of the
-- query (and any #fragment) removed. Values are clipped to the columns' limits.
with earlier as (
  select id,
         split_part(split_part(landing_page, '#', 1), '?', 1) as path,
         substr(split_part(landing_page, '#', 1), position('?' in split_part(landing_page, '#', 1)) + 1) as query
    from public.contact_messages
   where position('?' in split_part(landing_page, '#', 1)) > 0
)
update public.contact_messages m
   set landing_page = earlier.path,
       gclid = left(pg_temp.query_value(earlier.query, 'gclid'), 300),
       gbraid = left(pg_temp.query_value(earlier.query, 'gbraid'), 300),
       wbraid = left(pg_temp.query_value(earlier.query, 'wbraid'), 300),
       fbclid = left(pg_temp.query_value(earlier.query, 'fbclid'), 300),
       utm_source = coalesce(nullif(m.utm_source, ''), left(pg_temp.query_value(earlier.query, 'utm_source'), 200)),
       utm_medium = coalesce(nullif(m.utm_medium, ''), left(pg_temp.query_value(earlier.query, 'utm_medium'), 200)),
       utm_campaign = coalesce(nullif(m.utm_campaign, ''), left(pg_temp.query_value(earlier.query, 'utm_campaign'), 200)),
       utm_term = coalesce(nullif(m.utm_term, ''), left(pg_temp.query_value(earlier.query, 'utm_term'), 200)),
       utm_content = coalesce(nullif(m.utm_content, ''), left(pg_temp.query_value(earlier.query, 'utm_content'), 200))
  from earlier
 where m.id = earlier.id;

-- A landing page with a #fragment but no query keeps its path.
update public.contact_messages set landing_page = split_part(landing_page, '#', 1) where landing_page like '%#%';

drop function pg_temp.query_value(text, text);
drop function pg_temp.url_decode(text);

-- From now on the table holds no query at all.
alter table public.contact_messages
  add constraint contact_messages_landing_page_path check (landing_page !~ '[?#]');

-- The function takes the click IDs and the consent too. Its new arguments come last with defaults, so
-- a caller that still sends the earlier arguments only (a function deployed before this migration)
-- keeps working; the landing page it sends is cut to its path here, so no query reaches the table.
drop function public.submit_contact_message(text, text, text, text, text, text, text, integer, integer, text, text, text, text, text, text, text);

-- Stores one message unless its client already sent `max_messages` within the last `window_seconds`.
-- Returns 'stored' or 'rate_limited'. The transaction-scoped advisory lock on the client key makes
-- the count and the insert one step for that client; other clients are not held up.
create function public.submit_contact_message(
  client_key text,
  name text,
  email text,
  company text,
  business_type text,
  budget text,
  message text,
  max_messages integer,
  window_seconds integer,
  landing_page text default '',
  referrer_host text default '',
  utm_source text default '',
  utm_medium text default '',
  utm_campaign text default '',
  utm_term text default '',
  utm_content text default '',
  gclid text default '',
  gbraid text default '',
  wbraid text default '',
  fbclid text default '',
  marketing_consent boolean default false
) returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  recent integer;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(submit_contact_message.client_key, 0));
  select count(*) into recent
    from public.contact_messages m
   where m.client_key = submit_contact_message.client_key
     and m.received_at >= pg_catalog.now() - pg_catalog.make_interval(secs => window_seconds);
  if recent >= max_messages then
    return 'rate_limited';
  end if;
  insert into public.contact_messages (client_key, name, email, company, business_type, budget, message,
                                       landing_page, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
                                       gclid, gbraid, wbraid, fbclid, marketing_consent)
  values (submit_contact_message.client_key, submit_contact_message.name, submit_contact_message.email,
          submit_contact_message.company, submit_contact_message.business_type, submit_contact_message.budget,
          submit_contact_message.message,
          pg_catalog.split_part(pg_catalog.split_part(submit_contact_message.landing_page, '#', 1), '?', 1),
          submit_contact_message.referrer_host, submit_contact_message.utm_source, submit_contact_message.utm_medium,
          submit_contact_message.utm_campaign, submit_contact_message.utm_term, submit_contact_message.utm_content,
          submit_contact_message.gclid, submit_contact_message.gbraid, submit_contact_message.wbraid,
          submit_contact_message.fbclid, submit_contact_message.marketing_consent);
  return 'stored';
end;
$$;

revoke all on function public.submit_contact_message(text, text, text, text, text, text, text, integer, integer, text, text, text, text, text, text, text, text, text, text, text, boolean)
  from public, anon, authenticated;
grant execute on function public.submit_contact_message(text, text, text, text, text, text, text, integer, integer, text, text, text, text, text, text, text, text, text, text, text, boolean)
  to service_role;
