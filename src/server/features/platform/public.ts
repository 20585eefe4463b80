/** What the platform feature offers to other features, besides its services (eslint-rules/feature-boundaries.js). */
export { getPlatformSettings } from './settings-queries';
export { forgetMaintenanceSwitch } from './maintenance';
