/**
 * Child process of db/crash.test.ts: opens the PGlite data folder given as argument, then commits writes
 * as fast as it can and reports each one on stdout after its commit returned ("single <n>" or "group <n>"),
 * until it is killed.
 */
import { openDatabase } from '../src/db/client';
import { translations } from '../src/db/schema';

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: crash-writer <data dir>');
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  await handle.migrate();
  process.stdout.write('ready\n');
  for (let n = 0; ; n++) {
    if (n % 10 === 0) {
      // A transaction of three rows: after a crash all three exist or none does.
      await handle.db.transaction(async (tx) => {
        for (const part of ['a', 'b', 'c']) await tx.insert(translations).values({ locale: 'ru', namespace: 'crash', key: `g${n}${part}`, value: String(n) });
      });
      process.stdout.write(`group ${n}\n`);
    } else {
      await handle.db.insert(translations).values({ locale: 'ru', namespace: 'crash', key: `s${n}`, value: String(n) });
      process.stdout.write(`single ${n}\n`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
