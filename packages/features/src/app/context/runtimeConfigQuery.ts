// The runtime config.json in the app's query cache: read once at boot (bootApp) and seeded here, so
// screens that need it later (the game socket's server list) never fetch it a second time.

/** Query key of the runtime config. */
export const runtimeConfigKey = ['runtimeConfig'] as const;
