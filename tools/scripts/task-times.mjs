// An Nx run of `npm test` or `npm run test:affected` with the table of its tasks at the end, from the Nx task profile
// (NX_PROFILE=<file>, Chrome trace format): each task's start, time and whether it ran or came from the cache, then
// the task time against the wall time.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { run } from './processes.mjs';

/** Runs `npx nx <nxArgs>` two tasks at a time, prints the task table; true when every task passed. */
export async function runNxTasks(nxArgs, profileFile, env) {
  mkdirSync('tmp', { recursive: true });
  rmSync(profileFile, { force: true });
  const started = Date.now();
  let passed = true;
  try {
    await run('npx', ['nx', ...nxArgs, '--parallel=2', '--output-style=stream'], { env: { ...env, NX_PROFILE: profileFile } });
  } catch {
    passed = false;
  }
  printTaskTimes(profileFile, (Date.now() - started) / 1000);
  return passed;
}

export function printTaskTimes(profileFile, wallSeconds) {
  if (!existsSync(profileFile)) return console.log(`(no task profile at ${profileFile})`);
  const tasks = JSON.parse(readFileSync(profileFile, 'utf8'))
    .filter((event) => event.ph === 'X')
    .map((event) => ({ id: event.name, status: event.args.status, start: event.ts / 1e6, seconds: event.dur / 1e6 }))
    .sort((a, b) => a.start - b.start);
  if (tasks.length === 0) return console.log('(no tasks ran)');
  const first = tasks[0].start;
  const width = Math.max(...tasks.map((task) => task.id.length));
  console.log(`\n${'task'.padEnd(width)}  ${'status'.padEnd(22)}  start s    time s`);
  for (const task of tasks) {
    const status = task.status === 'success' ? 'ran' : task.status;
    console.log(
      `${task.id.padEnd(width)}  ${status.padEnd(22)}  ${(task.start - first).toFixed(0).padStart(7)}  ${task.seconds.toFixed(1).padStart(8)}`,
    );
  }
  const busy = tasks.reduce((sum, task) => sum + task.seconds, 0);
  console.log(`\n${tasks.length} tasks, ${busy.toFixed(0)} s of task time in ${wallSeconds.toFixed(0)} s wall time`);
}
