import type { FastifyReply } from 'fastify';

/**
 * A CSV download: the browser saves it under `filename` instead of showing it, and no shared
 * cache keeps it (every CSV here is someone's own data: followers, money, a show's requests).
 */
export function sendCsv(reply: FastifyReply, filename: string, csv: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(csv as never);
}
