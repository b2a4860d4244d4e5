// `npm start`: install what is needed, build the server and the active theme, and serve the
// product on one port (embedded database under apps/server/.data, seeded on first start).
// Options: JINLI_THEME=theme1..theme4 (default theme3), PORT (default 3000); extra arguments are
// passed to the server (e.g. `npm start -- --port 8080 --no-seed`).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { installDependencies, pnpm, pnpmEnv, root } from './workspace.mjs';

const theme = process.env.JINLI_THEME || 'theme3';
if (!/^theme[1-4]$/.test(theme)) {
  console.error(`JINLI_THEME must be theme1, theme2, theme3 or theme4 (got ${theme}).`);
  process.exit(1);
}

installDependencies();
pnpm([
  'exec',
  'turbo',
  'run',
  'build',
  '--filter=@jinli/server',
  `--filter=@jinli/${theme}`,
  '--output-logs=errors-only',
]);

const server = spawn(
  process.execPath,
  [resolve(root, 'apps/server/dist/main.js'), '--theme', theme, ...process.argv.slice(2)],
  { cwd: resolve(root, 'apps/server'), stdio: 'inherit', env: pnpmEnv },
);
// The server closes its database on SIGINT/SIGTERM; forward them and exit with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
