// The "minimal same-work" yardstick: Fastify with better-sqlite3 (or pg) and nothing of ours, doing
// the same statement(s) and JSON as each scenario against the same database. The distance between
// this and the app is what our framework costs (validation, hooks, query builder, limits, events);
// the distance between this and the raw baseline is what Fastify and the database cost.
// Routes mirror the scenarios: /health, /active, POST /sessions/:id/requests, /queue/:sessionId.
import Fastify from 'fastify';

const url = process.env.DATABASE_URL;
const isPostgres = /^postgres(ql)?:\/\//.test(url);

const requestColumns =
  'id, session_id, song_title, artist_name, fan_name, message, tip_amount, status, created_at, updated_at';
const sessionColumns = 'id, venue_name, session_name, location_address, status, started_at, planned_end_at';
const sql = {
  health: 'select 1 as ok',
  active: `select s.id, p.stage_name, p.profile_photo_url, p.bio, s.venue_name, s.session_name, s.started_at,
      p.instagram_handle, p.qr_code_id
    from live_sessions s join musician_profiles p on p.id = s.musician_id join users u on u.id = p.user_id
    where s.status = 'active' and u.is_active = 1 and p.public_profile_enabled = 1
    order by s.started_at desc, s.id desc limit 200`,
  session: `select ${sessionColumns}, musician_id from live_sessions where id = $1`,
  insert: `insert into song_requests (session_id, musician_id, song_title, artist_name, fan_name, message,
      tip_amount, status, device_id, ip_hash, created_at, updated_at)
    values ($1, $2, $3, $4, $5, $6, 0, 'pending', $7, $8, $9, $10) returning ${requestColumns}`,
  queue: `select ${requestColumns} from song_requests where session_id = $1 order by created_at, id`,
};

/** One async API over both drivers: `all(name, params)` returns rows. */
async function connect() {
  if (isPostgres) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return { all: async (name, params = []) => (await pool.query({ name, text: sql[name], values: params })).rows };
  }
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(url);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  const statements = Object.fromEntries(
    Object.entries(sql).map(([name, text]) => [name, db.prepare(text.replace(/\$\d+/g, '?'))]),
  );
  return {
    all: async (name, params = []) => {
      const statement = statements[name];
      return statement.reader ? statement.all(...params) : [statement.run(...params)];
    },
  };
}

const db = await connect();
const app = Fastify({ logger: false });

app.get('/health', async () => {
  await db.all('health');
  return { status: 'ok', database: 'ok' };
});

app.get('/active', async () => db.all('active'));

app.post('/sessions/:id/requests', async (request, reply) => {
  const [session] = await db.all('session', [Number(request.params.id)]);
  if (!session || session.status !== 'active') return reply.code(404).send({ error: 'not live' });
  const body = request.body;
  const at = new Date().toISOString();
  const [created] = await db.all('insert', [
    session.id,
    session.musician_id,
    body.song_title,
    body.artist_name ?? null,
    body.fan_name ?? null,
    body.message ?? null,
    'bench-device',
    'bench-ip',
    at,
    at,
  ]);
  return reply.code(201).send({ success: true, request: created });
});

app.get('/queue/:sessionId', async (request) => {
  const id = Number(request.params.sessionId);
  const [session] = await db.all('session', [id]);
  return { session: session ?? null, requests: await db.all('queue', [id]) };
});

await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: app.server.address().port })}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
