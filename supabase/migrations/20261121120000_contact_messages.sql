-- Messages sent through the contact form, written only by the secure-contact-form function
-- (service role). Row-level security is on and no policy exists, so the public anon key can
-- neither read nor change rows.
create table if not exists public.contact_messages (
  id bigint generated always as identity primary key,
  received_at timestamptz not null default now(),
  client_key text not null,
  name text not null check (char_length(name) between 2 and 100),
  email text not null check (char_length(email) <= 254),
  company text not null default '' check (char_length(company) <= 200),
  business_type text not null default '',
  budget text not null default '',
  message text not null check (char_length(message) between 10 and 2000)
);

create index if not exists contact_messages_client_received on public.contact_messages (client_key, received_at);

alter table public.contact_messages enable row level security;
alter table public.contact_messages force row level security;
revoke all on table public.contact_messages from anon, authenticated;
