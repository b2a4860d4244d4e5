// The console API's paths: everything under CONSOLE_PREFIX, served only on the console's listener.
export const CONSOLE_PREFIX = '/console-api';
export const CONSOLE_SESSION_PATH = `${CONSOLE_PREFIX}/session`;
export const CONSOLE_PASSWORD_PATH = `${CONSOLE_PREFIX}/password`;
export const CONSOLE_OPERATORS_PATH = `${CONSOLE_PREFIX}/operators`;
