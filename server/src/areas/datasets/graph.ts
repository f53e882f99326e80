/**
 * The input graph of the general datasets, as pure functions: an edge says that `dataset` uses
 * `input` (another general dataset) as one of its exchanges. The graph must stay acyclic (a dataset
 * may not depend on itself through any path); a change is computed inputs first.
 */

export interface Edge {
  /** The dataset that has the exchange. */
  dataset: number;
  /** The general dataset it takes as input. */
  input: number;
}

function inputsByDataset(edges: readonly Edge[]): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const { dataset, input } of edges) {
    const list = map.get(dataset) ?? [];
    list.push(input);
    map.set(dataset, list);
  }
  return map;
}

function usersByInput(edges: readonly Edge[]): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const { dataset, input } of edges) {
    const list = map.get(input) ?? [];
    list.push(dataset);
    map.set(input, list);
  }
  return map;
}

/** The shortest chain from `from` to `to` following inputs (from uses … uses to), both ends included; null when there is none. */
export function inputPath(edges: readonly Edge[], from: number, to: number): number[] | null {
  const inputs = inputsByDataset(edges);
  const previous = new Map<number, number | null>([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const current = queue.shift() as number;
    if (current === to) {
      const path: number[] = [];
      for (let at: number | null = to; at !== null; at = previous.get(at) ?? null) path.unshift(at);
      return path;
    }
    for (const next of [...(inputs.get(current) ?? [])].sort((a, b) => a - b)) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

/**
 * The cycle that giving `dataset` these `inputs` would close, as [dataset, input, …, dataset]; null
 * when there is none. `edges` are the graph without the dataset's own current edges.
 */
export function cycleThrough(edges: readonly Edge[], dataset: number, inputs: readonly number[]): number[] | null {
  let shortest: number[] | null = null;
  for (const input of [...new Set(inputs)].sort((a, b) => a - b)) {
    const back = input === dataset ? [dataset] : inputPath(edges, input, dataset);
    if (back && (shortest === null || back.length + 1 < shortest.length)) shortest = [dataset, ...back];
  }
  return shortest;
}

export interface Dependent {
  /** 1: uses one of the starts directly; 2: through one other dataset … */
  depth: number;
  /** From the start it was reached from to this dataset (the shortest chain). */
  path: number[];
}

/** Every dataset that uses one of `starts`, directly or through others (the starts themselves only when on a cycle). */
export function dependentsOf(edges: readonly Edge[], starts: readonly number[]): Map<number, Dependent> {
  const users = usersByInput(edges);
  const found = new Map<number, Dependent>();
  let frontier = [...new Set(starts)].sort((a, b) => a - b).map((start) => ({ id: start, path: [start] }));
  for (let depth = 1; frontier.length > 0; depth += 1) {
    const next: { id: number; path: number[] }[] = [];
    for (const { id, path } of frontier) {
      for (const user of [...(users.get(id) ?? [])].sort((a, b) => a - b)) {
        if (found.has(user)) continue;
        const reached = { depth, path: [...path, user] };
        found.set(user, reached);
        next.push({ id: user, path: reached.path });
      }
    }
    frontier = next;
  }
  return found;
}

/** `ids` ordered so that each comes after those of its inputs that are among them (ties by id). Refuses a cycle. */
export function computeOrder(edges: readonly Edge[], ids: readonly number[]): number[] {
  const wanted = new Set(ids);
  const waitingFor = new Map<number, Set<number>>([...wanted].map((id) => [id, new Set<number>()]));
  for (const { dataset, input } of edges) {
    if (wanted.has(dataset) && wanted.has(input) && dataset !== input) waitingFor.get(dataset)?.add(input);
    if (dataset === input && wanted.has(dataset)) throw new Error(`dataset ${dataset} uses itself`);
  }
  const ordered: number[] = [];
  const done = new Set<number>();
  while (ordered.length < wanted.size) {
    const ready = [...wanted]
      .filter((id) => !done.has(id) && [...(waitingFor.get(id) ?? [])].every((input) => done.has(input)))
      .sort((a, b) => a - b);
    if (ready.length === 0) throw new Error('the general datasets form a cycle');
    for (const id of ready) {
      ordered.push(id);
      done.add(id);
    }
  }
  return ordered;
}
