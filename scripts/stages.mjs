// Runs npm scripts one after the other (`npm test`: node scripts/stages.mjs check test:unit …),
// stopping at the first that fails as `a && b` would, and prints how long each took, then all of
// them in a table: the figures docs/architecture.md §8 asks a change to keep in view.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const taken = [];
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

const run = (name) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', name], { stdio: 'inherit' });
    child.on('close', (code) => resolve(code ?? 1));
  });

const started = Date.now();
let failed;
for (const name of names) {
  const since = Date.now();
  const code = await run(name);
  taken.push([name, seconds(since), code === 0 ? 'passed' : `FAILED (exit ${code})`]);
  console.log(`\n${name}: ${taken.at(-1)[2]} in ${taken.at(-1)[1]} s\n`);
  if (code !== 0) {
    failed = code;
    break;
  }
}
console.log('Stage times:');
for (const [name, time, outcome] of taken)
  console.log(`  ${name.padEnd(18)} ${time.padStart(8)} s  ${outcome}`);
console.log(`  ${'total'.padEnd(18)} ${seconds(started).padStart(8)} s`);
process.exit(failed ?? 0);
