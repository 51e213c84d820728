/** What a server process and the processes it started (tsx runs node as a child) use: Linux only, else 0. */
import fs from 'node:fs';

const read = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** The process and every process below it. */
function processTree(pid: number): number[] {
  const tasks = fs.existsSync(`/proc/${pid}/task`) ? fs.readdirSync(`/proc/${pid}/task`) : [];
  const children = tasks.flatMap((task) => read(`/proc/${pid}/task/${task}/children`).split(/\s+/));
  return [pid, ...children.filter(Boolean).flatMap((child) => processTree(Number(child)))];
}

/** The highest resident size (VmHWM) of a process and its children, in MB. */
export function peakMemoryMb(pid: number | undefined): number {
  if (!pid) return 0;
  const peaks = processTree(pid).map(
    (each) => Number(/VmHWM:\s+(\d+)/.exec(read(`/proc/${each}/status`))?.[1] ?? 0) / 1024,
  );
  return Math.max(0, ...peaks);
}

/** The CPU time, user and system, that a process and its children have used so far, in ms. */
export function cpuTimeMs(pid: number | undefined): number {
  if (!pid) return 0;
  // Fields 14 and 15 of /proc/<pid>/stat, counted after the command's closing parenthesis.
  const ticks = processTree(pid).map((each) => {
    const fields = read(`/proc/${each}/stat`).split(')').pop()?.trim().split(/\s+/) ?? [];
    return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  });
  // The kernel counts in clock ticks of 10 ms (USER_HZ 100 on Linux).
  return ticks.reduce((sum, each) => sum + each, 0) * 10;
}

/** The resident memory (VmRSS) of a process and its children together, in MB. */
export function residentMemoryMb(pid: number | undefined): number {
  if (!pid) return 0;
  const sizes = processTree(pid).map(
    (each) => Number(/VmRSS:\s+(\d+)/.exec(read(`/proc/${each}/status`))?.[1] ?? 0) / 1024,
  );
  return sizes.reduce((sum, each) => sum + each, 0);
}
