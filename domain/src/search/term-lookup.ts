/**
 * Lookups in a sorted array of terms (JavaScript's `<` order): exact, by prefix and by edit
 * distance. The sorted array is the book index's dictionary, so a loaded index needs no trie.
 */

/** The first position whose term is not below `term`, from `from` on. */
export function lowerBound(terms: readonly string[], term: string, from = 0): number {
  let lo = from;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid]! < term) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function indexOfTerm(terms: readonly string[], term: string): number {
  const at = lowerBound(terms, term);
  return terms[at] === term ? at : -1;
}

/** Positions [from, to) of the terms that start with `prefix` (itself included). */
export function prefixRange(terms: readonly string[], prefix: string): [number, number] {
  const from = lowerBound(terms, prefix);
  return [from, lowerBound(terms, `${prefix}\uffff`, from)];
}

/**
 * Every term within `maxDistance` edits (Levenshtein: insert, delete, substitute) of `query`,
 * as MiniSearch's `fuzzyGet` finds them in its radix tree: the matrix rows of a prefix are kept
 * for the next term sharing it, and once a prefix is out of reach every term under it is skipped
 * with one binary search.
 */
export function fuzzyTerms(
  terms: readonly string[],
  query: string,
  maxDistance: number,
  found: (position: number, distance: number) => void,
): void {
  const n = query.length + 1;
  const maxDepth = query.length + maxDistance;
  const matrix = new Uint8Array((maxDepth + 1) * n);
  for (let j = 0; j < n; j++) matrix[j] = j;
  let path = '';
  let i = 0;
  while (i < terms.length) {
    const term = terms[i]!;
    let depth = 0;
    const shared = Math.min(path.length, term.length);
    while (depth < shared && path.charCodeAt(depth) === term.charCodeAt(depth)) depth++;
    let pruned = -1;
    for (let k = depth + 1; k <= term.length; k++) {
      if (k > maxDepth || !fillRow(matrix, k, n, term.charCodeAt(k - 1), query, maxDistance)) {
        pruned = k;
        break;
      }
    }
    if (pruned < 0) {
      path = term;
      const distance = matrix[term.length * n + n - 1]!;
      if (distance <= maxDistance) found(i, distance);
      i += 1;
    } else {
      path = term.slice(0, pruned - 1);
      i = lowerBound(terms, `${term.slice(0, pruned)}\uffff`, i + 1);
    }
  }
}

/** Row `k` of the matrix for the term's character `char`; false if every cell is out of reach. */
function fillRow(
  matrix: Uint8Array,
  k: number,
  n: number,
  char: number,
  query: string,
  maxDistance: number,
): boolean {
  const row = k * n;
  const above = row - n;
  matrix[row] = Math.min(k, 255);
  let min = matrix[row];
  for (let j = 1; j < n; j++) {
    const cost = query.charCodeAt(j - 1) === char ? 0 : 1;
    const value = Math.min(
      matrix[above + j - 1]! + cost,
      matrix[above + j]! + 1,
      matrix[row + j - 1]! + 1,
      255,
    );
    matrix[row + j] = value;
    if (value < min) min = value;
  }
  return min <= maxDistance;
}

/** The edit distance of two short terms, or more than `max` once it is sure to exceed it. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let min = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      current[j] = Math.min(previous[j - 1]! + cost, previous[j]! + 1, current[j - 1]! + 1);
      min = Math.min(min, current[j]!);
    }
    if (min > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}
