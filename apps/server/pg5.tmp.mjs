import { PGlite } from '@electric-sql/pglite';
const base = await PGlite.create('memory://');
const dump = await base.dumpDataDir('none');
for (let i = 0; i < 4; i++) {
  const t0 = performance.now(); const c0 = process.cpuUsage();
  const db = await PGlite.create({ loadDataDir: dump });
  await db.query('select 1');
  const c1 = process.cpuUsage(c0);
  console.log('create #' + i, (performance.now()-t0).toFixed(0), 'ms wall', ((c1.user+c1.system)/1000).toFixed(0), 'ms cpu');
  await db.close();
}
