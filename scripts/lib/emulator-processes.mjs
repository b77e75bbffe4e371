// The emulator processes an `npm start` runs, written down so that the next start can stop those a
// crash or `kill -9` left behind: the Firestore emulator runs in a process group of its own, so it
// outlives a killed terminal session and would keep its port.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** The command line of a running process, or null (gone, or a zombie waiting to be reaped). */
function commandOf(pid) {
  const r = spawnSync('ps', ['-o', 'stat=,command=', '-p', String(pid)], { encoding: 'utf8' });
  const [stat, ...command] = r.status === 0 ? r.stdout.trim().split(/\s+/) : [];
  return stat && !stat.startsWith('Z') ? command.join(' ') : null;
}

/** Records the firebase CLI and every emulator process the hub lists, each with its command line. */
export async function recordEmulatorProcesses(file, hubOrigin, cliPid) {
  const running = await (await fetch(`${hubOrigin}/emulators`)).json();
  const processes = [{ name: 'firebase CLI', pid: cliPid }, ...Object.values(running).filter((e) => e.pid)]
    .map(({ name, pid }) => ({ name, pid, command: commandOf(pid) }))
    .filter((p) => p.command);
  writeFileSync(file, `${JSON.stringify(processes, null, 2)}\n`);
}

async function stop(pid, command, signal, waitMs) {
  try {
    process.kill(pid, signal);
  } catch {
    return;
  }
  for (let waited = 0; waited < waitMs; waited += 200) {
    if (commandOf(pid) !== command) return;
    await sleep(200);
  }
  if (commandOf(pid) === command) process.kill(pid, 'SIGKILL');
}

/**
 * Stops what an earlier start recorded in `file` and left running: only a process with the same id
 * and the same command line. The CLI gets Ctrl-C, so it saves on its way out, as it would have.
 * `why` finishes the line that names each one.
 */
export async function stopLeftoverEmulators(file, why = 'that an earlier npm start left running') {
  if (!existsSync(file)) return;
  let processes = [];
  try {
    processes = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // An unreadable record names nothing we can safely stop.
  }
  for (const { name, pid, command } of processes) {
    if (!command || commandOf(pid) !== command) continue;
    console.log(`Stopping the ${name} (pid ${pid}) ${why}.`);
    await stop(pid, command, name === 'firebase CLI' ? 'SIGINT' : 'SIGTERM', name === 'firebase CLI' ? 60_000 : 10_000);
  }
  rmSync(file, { force: true });
}
