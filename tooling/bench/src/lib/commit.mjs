// The commit a bench's figures belong to, printed with them: a figure is only worth comparing
// with the build it was measured on.
import { spawnSync } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** 'commit abc1234', with ' with uncommitted changes' when the tree differs from it. */
export function measuredCommit() {
  const git = (...args) =>
    spawnSync('git', args, { cwd: here, encoding: 'utf8' }).stdout?.trim() ?? '';
  const commit = git('rev-parse', '--short', 'HEAD');
  if (!commit) return 'commit unknown (not a git checkout)';
  return `commit ${commit}${git('status', '--porcelain') ? ' with uncommitted changes' : ''}`;
}
