import { watch, writeFileSync, type FSWatcher } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import type { StructuredQuery } from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import { GrpcError } from '../grpc-error';
import { loadIndexFile, NO_INDEXES, type IndexConfig } from './index-file';
import { planQuery, type MissingIndex, type Plan } from './planner';
import { describeQuery, IndexReport, type IndexReportJson } from './report';

export interface IndexGuardOptions {
  /** Refuse (FAILED_PRECONDITION) queries that need a missing index; otherwise only record them. */
  requireIndexes?: boolean;
  log?: (message: string) => void;
}

const PROJECT = /^projects\/([^/]+)\//;

/** The production error, with the missing entry ready to paste into firestore.indexes.json. */
export function missingIndexMessage(missing: MissingIndex): string {
  const [section, entry] =
    missing.kind === 'index' ? ['indexes', missing.index] : ['fieldOverrides', missing.override];
  return `The query requires an index. Add to "${section}" in firestore.indexes.json: ${JSON.stringify(entry)}`;
}

/**
 * Composite-index requirements, as production Firestore has them: the indexes of `--indexes`
 * (every project) or of `PUT /emulator/v1/projects/{p}:indexes` (that project), checked before
 * every query runs, with a report of what was used and what was missing.
 */
export class IndexGuard {
  readonly requireIndexes: boolean;
  readonly report = new IndexReport();
  readonly #log: (message: string) => void;
  #file: { source: string; config: IndexConfig } | undefined;
  readonly #projects = new Map<string, IndexConfig>();
  #watcher: FSWatcher | undefined;

  constructor(options: IndexGuardOptions = {}) {
    this.requireIndexes = options.requireIndexes ?? false;
    this.#log = options.log ?? ((message) => console.log(message));
  }

  /** Loads the file (throwing IndexFileError when a deploy would refuse it) and reloads it on change. */
  watchFile(file: string): void {
    this.#file = { source: file, config: loadIndexFile(file) };
    let timer: NodeJS.Timeout | undefined;
    this.#watcher = watch(dirname(resolve(file)), (_event, changed) => {
      if (changed !== null && changed !== basename(file)) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        try {
          this.#file = { source: file, config: loadIndexFile(file) };
          this.#log(`Reloaded ${file}`);
        } catch (error) {
          this.#log(`Kept the previous indexes: ${(error as Error).message}`);
        }
      }, 100);
      timer.unref();
    });
  }

  setProjectIndexes(project: string, config: IndexConfig): void {
    this.#projects.set(project, config);
  }

  clearProjectIndexes(project: string): void {
    this.#projects.delete(project);
  }

  #configFor(project: string): { source: string; config: IndexConfig } {
    const own = this.#projects.get(project);
    if (own) return { source: `projects/${project}`, config: own };
    return this.#file ?? { source: 'none', config: NO_INDEXES };
  }

  /** Records how the query is served; throws FAILED_PRECONDITION when it cannot be (if required). */
  check(parent: string, query: StructuredQuery, aggregated: readonly string[] = []): Plan {
    const project = PROJECT.exec(parent)?.[1] ?? '';
    const { source, config } = this.#configFor(project);
    const plan = planQuery(query, config, aggregated);
    const from = query.from[0];
    const scope = from?.all_descendants ? 'COLLECTION_GROUP' : 'COLLECTION';
    for (const index of plan.composites) this.report.used(source, index);
    for (const fields of plan.merged) this.report.merged(from?.collection_id ?? '', scope, fields);
    if (!plan.missing) return plan;
    this.report.missing(
      project,
      plan.missing,
      describeQuery(query, aggregated),
      this.requireIndexes,
    );
    if (this.requireIndexes) {
      throw new GrpcError('FAILED_PRECONDITION', missingIndexMessage(plan.missing));
    }
    return plan;
  }

  snapshot(): IndexReportJson {
    const sources = [...this.#projects].map(([project, config]) => ({
      source: `projects/${project}`,
      config,
    }));
    if (this.#file) sources.unshift(this.#file);
    const unused = sources.flatMap(({ source, config }) =>
      config.indexes
        .filter((index) => !this.report.isUsed(source, index))
        .map((index) => ({ source, index })),
    );
    const { used, merged, missing } = this.report.snapshot();
    return { requireIndexes: this.requireIndexes, used, unused, merged, missing };
  }

  writeReport(file: string): void {
    writeFileSync(file, `${JSON.stringify(this.snapshot(), null, 2)}\n`);
  }

  close(): void {
    this.#watcher?.close();
  }
}
