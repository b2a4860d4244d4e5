// The operator console under test: its own server (theme3 for players, the console on a listener of
// its own) on a fresh database with one 管理员 made by the CLI, whose one-time password and TOTP
// secret scripts/serve-console.mjs writes to a file of this run for the journeys to read.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portOf } from './apps';

/** The players' port of the console's server (beside the four themes' ports). */
export const consolePlayersPort = (): number => portOf('theme4') + 1;
/** The console's own listener. */
export const consolePort = (): number => portOf('theme4') + 2;

/** Absolute URL of a path of the console app. */
export function consoleUrl(path = '/'): string {
  return `http://127.0.0.1:${consolePort()}${path}`;
}

/** Where serve-console.mjs writes the first admin's credentials. */
export const consoleCredentialsFile = (): string =>
  join(tmpdir(), `jinli-e2e-console-${consolePort()}.json`);

export interface ConsoleCredentials {
  name: string;
  /** The CLI's one-time password (to be changed at the first login). */
  password: string;
  /** The TOTP secret, base32. */
  totpSecret: string;
}

export function consoleCredentials(): ConsoleCredentials {
  return JSON.parse(readFileSync(consoleCredentialsFile(), 'utf8')) as ConsoleCredentials;
}

/** E2E_THEMES=… without 'console' leaves the console's server out of a targeted run. */
export const consoleWanted = (): boolean =>
  !process.env.E2E_THEMES || process.env.E2E_THEMES.split(',').includes('console');
