// Runs npm scripts one after the other (`npm test`: node scripts/stages.mjs check test:unit …),
// stopping at the first that fails as `a && b` would, and prints how long each took, wall and CPU,
// then all of them in a table: the figures docs/architecture.md §8 asks a change to keep in view.
// Scripts joined by `+` (`test:unit+test:components`) run at the same time, each one's output
// printed whole when it ends: for stages that each leave a core idle (one worker each on 2 cores).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const steps = process.argv.slice(2).map((step) => step.split('+'));
const taken = [];
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * The CPU seconds (user + system) of this process's children that have ended so far: Linux adds a
 * child's time, with all of its own waited-for children's, when it is reaped. The stages are the
 * only children, so the growth since the last stage ended is the stage that ends now, even when
 * stages overlap. Undefined where /proc is not.
 */
function childrenCpu() {
  try {
    // Fields after the command's name (which may hold spaces): cutime and cstime are 14th and 15th.
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

const run = (name, alone) =>
  new Promise((resolve) => {
    const since = Date.now();
    const child = spawn('npm', ['run', name], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const cpuAfter = childrenCpu();
      if (!alone) process.stdout.write(Buffer.concat(output));
      const cpu =
        lastCpu === undefined || cpuAfter === undefined ? '' : (cpuAfter - lastCpu).toFixed(1);
      lastCpu = cpuAfter;
      const outcome = code === 0 ? 'passed' : `FAILED (exit ${code})`;
      taken.push([name, seconds(since), cpu, outcome]);
      console.log(`\n${name}: ${outcome} in ${seconds(since)} s (CPU ${cpu || '?'} s)\n`);
      resolve(code ?? 1);
    });
  });

const started = Date.now();
const cpuAtStart = childrenCpu();
let lastCpu = cpuAtStart;
let failed;
for (const names of steps) {
  const codes = await Promise.all(names.map((name) => run(name, names.length === 1)));
  const code = codes.find((exit) => exit !== 0);
  if (code !== undefined) {
    failed = code;
    break;
  }
}
const cpuAtEnd = childrenCpu();
console.log('Stage times (wall, CPU = user + system of all its processes):');
for (const [name, time, cpu, outcome] of taken)
  console.log(`  ${name.padEnd(18)} ${time.padStart(8)} s ${cpu.padStart(8)} s CPU  ${outcome}`);
const totalCpu =
  cpuAtStart === undefined || cpuAtEnd === undefined ? '' : (cpuAtEnd - cpuAtStart).toFixed(1);
console.log(
  `  ${'total'.padEnd(18)} ${seconds(started).padStart(8)} s ${totalCpu.padStart(8)} s CPU`,
);
process.exit(failed ?? 0);
