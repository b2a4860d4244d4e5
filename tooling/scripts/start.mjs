// `npm start`: install what is needed, build the server and the active theme, and serve the
// product on one port (embedded database under apps/server/.data, seeded on first start).
// Options: JINLI_THEME=theme1..theme4 (default theme3), PORT (default 3000); extra arguments are
// passed to the server (e.g. `npm start -- --port 8080 --no-seed`).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { installDependencies, pnpmEnv, pnpmStep, root } from './workspace.mjs';

const theme = process.env.JINLI_THEME || 'theme3';
if (!/^theme[1-4]$/.test(theme)) {
  console.error(`JINLI_THEME must be theme1, theme2, theme3 or theme4 (got ${theme}).`);
  process.exit(1);
}

console.log(`锦鲤 Jinli — npm start (${theme})
This will:
  1. install the dependencies with pnpm (through Node's corepack; nothing is installed globally),
  2. build the reference server and the ${theme} app (cached: later starts skip unchanged builds),
  3. start the server on an embedded database and seed the demo on first start, with the sandbox
     payment channel on (demo only: recharges are confirmed at a test cashier, no real money).
The first run takes about 3–5 minutes on two cores (mostly the install and the app build); later
runs start in seconds.`);

installDependencies('npm start');
pnpmStep(
  `Build the server and ${theme}`,
  [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@jinli/server',
    `--filter=@jinli/${theme}`,
    '--output-logs=errors-only',
  ],
  { retry: 'npm start' },
);

console.log('\n▶ Start the server (Ctrl+C stops it)');
const server = spawn(
  process.execPath,
  [
    resolve(root, 'apps/server/dist/main.js'),
    '--theme',
    theme,
    // The demo pays its recharges at the sandbox cashier (a demo: anyone can confirm their own
    // test recharge); a real deployment runs dist/main.js without it.
    '--sandbox-payments',
    ...process.argv.slice(2),
  ],
  { cwd: resolve(root, 'apps/server'), stdio: 'inherit', env: pnpmEnv },
);
server.on('error', (error) => {
  console.error(`✖ Start the server failed (${error.message}). Retry with: npm start`);
  process.exit(1);
});
// The server closes its database on SIGINT/SIGTERM; forward them and exit with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  if (code) console.error(`\n✖ The server stopped with exit code ${code}. Retry with: npm start`);
  process.exit(code ?? (signal ? 0 : 1));
});
