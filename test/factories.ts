// The factories live with the demo seed, which runs in production builds; tests and journeys use
// them from here as before.
export * from '../src/server/demo/factories';
