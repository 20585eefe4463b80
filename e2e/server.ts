// The journeys' server is the production build, started as Lighthouse starts it.
export * from '../scripts/start-server';
