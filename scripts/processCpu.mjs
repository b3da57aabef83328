// CPU seconds from /proc, for the test run's table. A step's shell learns only the CPU of the
// processes waited for down its tree; Chromium's renderers and GPU process are not, so the
// browser step read a third of what it spent. Sampling each step's process tree once a second
// sees them; a process that lives less than a second between samples is missed, so a step's
// figure is the larger of the two. Linux only: elsewhere every figure is undefined.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** The whole machine's busy CPU seconds since boot (all cores), or undefined without /proc. */
export function machineBusySeconds() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
    return (user + nice + system + irq + softirq + (steal ?? 0)) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * A /proc/<pid>/stat line read: its parent, its own CPU seconds (user + system) and those of
 * the children it waited for.
 */
export function parseProcStat(stat) {
  // The command name may hold spaces and parentheses: fields start after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const seconds = (a, b) => (Number(fields[a]) + Number(fields[b])) / TICKS_PER_SECOND;
  return { parent: Number(fields[1]), cpu: seconds(11, 12), waitedCpu: seconds(13, 14) };
}

/** Every live process's parent and own CPU seconds. */
function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      table.set(Number(name), parseProcStat(readFileSync(`/proc/${name}/stat`, 'utf8')));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return table;
}

/** Samples the process trees under the watched roots until each root is let go. */
export class TreeCpuSampler {
  #trees = new Map(); // root pid → Map(pid → its CPU seconds when last seen)
  #timer;

  constructor(intervalMs = 1000) {
    if (machineBusySeconds() === undefined) return;
    this.#timer = setInterval(() => this.#sample(), intervalMs);
    this.#timer.unref();
  }

  watch(root) {
    if (this.#timer) this.#trees.set(root, new Map());
  }

  /** Stops watching `root`; the CPU seconds its tree's processes were last seen with. */
  release(root) {
    const seen = this.#trees.get(root);
    this.#trees.delete(root);
    if (!seen) return undefined;
    let total = 0;
    for (const cpu of seen.values()) total += cpu;
    return total;
  }

  stop() {
    clearInterval(this.#timer);
  }

  #sample() {
    if (this.#trees.size === 0) return;
    let table;
    try {
      table = processTable();
    } catch {
      return;
    }
    const rootOf = new Map();
    const findRoot = (pid) => {
      const path = [];
      let at = pid;
      let root;
      while (at > 1 && !rootOf.has(at)) {
        if (this.#trees.has(at)) {
          root = at;
          break;
        }
        path.push(at);
        at = table.get(at)?.parent ?? 0;
      }
      if (root === undefined) root = rootOf.get(at);
      for (const step of path) rootOf.set(step, root);
      rootOf.set(pid, root);
      return root;
    };
    for (const [pid, { cpu }] of table) {
      const root = findRoot(pid);
      if (root !== undefined) this.#trees.get(root).set(pid, cpu);
    }
  }
}
