-- Where each lead came from: the page the visit started on, the other site the visitor came from and
-- the campaign parameters (UTM) of the landing page's link. '' means unknown. The limits are those of
-- ATTRIBUTION_LIMITS in supabase/functions/_shared/attributionRules.ts, counted alike (char_length counts
-- characters, not bytes). Row-level security and the table's grants stay as they are.

alter table public.contact_messages
  add column landing_page text not null default '' constraint contact_messages_landing_page_length check (char_length(landing_page) <= 500),
  add column referrer_host text not null default '' constraint contact_messages_referrer_host_length check (char_length(referrer_host) <= 253),
  add column utm_source text not null default '' constraint contact_messages_utm_source_length check (char_length(utm_source) <= 200),
  add column utm_medium text not null default '' constraint contact_messages_utm_medium_length check (char_length(utm_medium) <= 200),
  add column utm_campaign text not null default '' constraint contact_messages_utm_campaign_length check (char_length(utm_campaign) <= 200),
  add column utm_term text not null default '' constraint contact_messages_utm_term_length check (char_length(utm_term) <= 200),
  add column utm_content text not null default '' constraint contact_messages_utm_content_length check (char_length(utm_content) <= 200);

-- The function takes the attribution too. Its new arguments come last with '' as default, so a caller
-- that still sends the earlier arguments only (a function deployed before this migration) keeps working.
drop function public.submit_contact_message(text, text, text, text, text, text, text, integer, integer);

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
  utm_content text default ''
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
                                       landing_page, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
  values (submit_contact_message.client_key, submit_contact_message.name, submit_contact_message.email,
          submit_contact_message.company, submit_contact_message.business_type, submit_contact_message.budget,
          submit_contact_message.message, submit_contact_message.landing_page, submit_contact_message.referrer_host,
          submit_contact_message.utm_source, submit_contact_message.utm_medium, submit_contact_message.utm_campaign,
          submit_contact_message.utm_term, submit_contact_message.utm_content);
  return 'stored';
end;
$$;

revoke all on function public.submit_contact_message(text, text, text, text, text, text, text, integer, integer, text, text, text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.submit_contact_message(text, text, text, text, text, text, text, integer, integer, text, text, text, text, text, text, text)
  to service_role;
