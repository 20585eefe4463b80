/**
 * TEMPORARY: the night's routes as NIGHT-CONTRACT.md describes them, until the server's OpenAPI
 * document has them and `npm run api:types` writes them into api-schema.d.ts. Delete on merge.
 */
import type { LiveSession } from '../../shared/live';
import type { NightState } from '../../shared/live/night';

type Json<T> = { content: { 'application/json': T } };
type Idle = {
  get?: never;
  put?: never;
  post?: never;
  delete?: never;
  options?: never;
  head?: never;
  patch?: never;
  trace?: never;
};
type Op<PathParams, Body, Answer> = {
  parameters: { query?: never; header?: never; path: PathParams; cookie?: never };
  requestBody: Body extends undefined ? never : Json<Body>;
  responses: { 200: Json<Answer> };
};
type Id = { id: number };
type Item = { id: number; itemId: number };
type Changed = { success: boolean; session: LiveSession; night: NightState };

declare module './api-schema' {
  interface paths {
    '/api/sessions/live/{id}/night': Omit<Idle, 'get'> & { get: Op<Id, undefined, NightState> };
    '/api/sessions/live/{id}/night/start': Omit<Idle, 'post'> & {
      post: Op<Id, { setlist_id: number }, { success: boolean; night: NightState }>;
    };
    '/api/sessions/live/{id}/night/play-next': Omit<Idle, 'post'> & {
      post: Op<Id, { request_id?: number; item_id?: number }, Changed>;
    };
    '/api/sessions/live/{id}/night/slot': Omit<Idle, 'post'> & {
      post: Op<Id, { request_id: number; after_item_id: number }, Changed>;
    };
    '/api/sessions/live/{id}/night/items/{itemId}/skip': Omit<Idle, 'post'> & { post: Op<Item, undefined, Changed> };
    '/api/sessions/live/{id}/night/items/{itemId}/unslot': Omit<Idle, 'post'> & { post: Op<Item, undefined, Changed> };
    '/api/sessions/live/{id}/night/items/{itemId}/play': Omit<Idle, 'post'> & { post: Op<Item, undefined, Changed> };
    '/api/sessions/live/{id}/coming-up': Omit<Idle, 'put'> & {
      put: Op<Id, { coming_up_public: boolean }, { success: boolean; session: LiveSession }>;
    };
  }
}
