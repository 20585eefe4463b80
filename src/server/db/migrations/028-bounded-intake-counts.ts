import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema-helpers';

/**
 * PostgreSQL only: the intake's function of migration 023 with bounded counts. Each count stops at
 * the number that refuses (the show's cap, the phone's limit, the address's limit), so a request to
 * a show of thousands of requests from one venue's address reads a limit's worth of index entries
 * while it holds the show's lock, not every request the show has had (bench/README.md: the fan
 * submit profile). The rules and their order are unchanged.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`
    create or replace function stagecall_admit_request(
      p_session_id integer, p_musician_id integer,
      p_song_title text, p_artist_name text, p_title_key text, p_artist_key text,
      p_fan_name text, p_message text, p_device_id text, p_ip_hash text,
      p_since text, p_same_song_since text, p_per_device integer, p_per_ip integer,
      p_at text, p_channel text, p_notify_channel text, p_max_inline integer
    ) returns json language plpgsql as $fn$
    declare
      s record;
      v_song_id integer;
      v_request json;
      v_payload text;
      v_seq integer;
    begin
      -- The show's queue lock, as every change to the queue takes it first (a no-op when the
      -- caller's transaction holds it): called alone, the function is a whole transaction that
      -- holds the lock for this one statement.
      insert into realtime_channels (channel, last_seq) values (p_channel, 0)
      on conflict (channel) do update set last_seq = realtime_channels.last_seq;
      select status, max_requests, repertoire_only into s from live_sessions where id = p_session_id;
      if not found then return json_build_object('refused', 'not_active'); end if;
      if s.repertoire_only = 1 then return json_build_object('fallback', true); end if;
      if s.status = 'paused' then return json_build_object('refused', 'paused'); end if;
      if s.status <> 'active' then return json_build_object('refused', 'not_active'); end if;
      if exists (select 1 from session_blocked_devices where session_id = p_session_id and device_id = p_device_id) then
        return json_build_object('refused', 'blocked');
      end if;
      if s.max_requests is not null
        and (select count(*) from (select 1 from song_requests where session_id = p_session_id
             limit s.max_requests) t) >= s.max_requests then
        return json_build_object('refused', 'full');
      end if;
      if (select count(*) from (select 1 from song_requests
          where session_id = p_session_id and device_id = p_device_id and created_at >= p_since
          limit p_per_device) t) >= p_per_device then
        return json_build_object('refused', 'device');
      end if;
      if (select count(*) from (select 1 from song_requests
          where session_id = p_session_id and ip_hash = p_ip_hash and created_at >= p_since
          limit p_per_ip) t) >= p_per_ip then
        return json_build_object('refused', 'ip');
      end if;
      if exists (
        select 1 from song_requests r join songs so on so.id = r.song_id
        where r.session_id = p_session_id and r.device_id = p_device_id and r.created_at >= p_same_song_since
          and so.title_key = p_title_key and so.artist_key = p_artist_key
      ) then
        return json_build_object('refused', 'same_song');
      end if;

      insert into songs as so (song_title, artist_name, title_key, artist_key, total_requests, unique_musicians,
                               last_requested_at, created_at, updated_at)
      values (p_song_title, p_artist_name, p_title_key, p_artist_key, 1, 1, p_at, p_at, p_at)
      on conflict (title_key, artist_key) do update set
        total_requests = so.total_requests + 1,
        unique_musicians = so.unique_musicians + case when exists (
          select 1 from song_requests r where r.song_id = so.id and r.musician_id = p_musician_id
        ) then 0 else 1 end,
        last_requested_at = p_at,
        updated_at = p_at
      returning id into v_song_id;

      insert into song_requests (session_id, musician_id, song_id, song_title, artist_name, fan_name, message,
                                 device_id, ip_hash, tip_amount, price_amount, is_premium, status,
                                 created_at, updated_at, accepted_at, played_at, declined_at)
      values (p_session_id, p_musician_id, v_song_id, p_song_title, p_artist_name, p_fan_name, p_message,
              p_device_id, p_ip_hash, 0, 0, 0, 'pending', p_at, p_at, null, null, null)
      returning json_build_object(
        'id', id, 'session_id', session_id, 'song_title', song_title, 'artist_name', artist_name,
        'fan_name', fan_name, 'message', message, 'tip_amount', tip_amount, 'price_amount', price_amount,
        'is_premium', is_premium, 'status', status, 'created_at', created_at, 'updated_at', updated_at
      ) into v_request;

      v_payload := v_request::text;
      update realtime_channels set last_seq = last_seq + 1 where channel = p_channel returning last_seq into v_seq;
      if v_seq is null then raise exception 'realtime channel % was not locked', p_channel; end if;
      insert into realtime_events (channel, seq, type, payload, created_at)
      values (p_channel, v_seq, 'request.created', v_payload, p_at);
      perform pg_notify(p_notify_channel, case
        when octet_length(v_payload) <= p_max_inline
          then json_build_object('c', p_channel, 's', v_seq, 't', 'request.created', 'd', v_request)::text
        else json_build_object('c', p_channel, 's', v_seq)::text
      end);
      return json_build_object('request', v_request, 'seq', v_seq);
    end
    $fn$`.execute(db);
}
