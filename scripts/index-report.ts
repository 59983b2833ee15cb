// Prints what a run's queries asked of firestore.indexes.json, from the Firestore emulator's report
// (emulator/src/indexes/report.ts): the indexes a query needed and did not find (ready to paste
// into the file), the declared ones no query used (each costs writes and storage in production),
// and the queries that Firestore serves by merging single-field indexes.
import type { IndexReport } from './stack';

const json = (value: unknown): string => JSON.stringify(value);

export function printIndexReport(report: IndexReport, log = console.log): void {
  log('\nFirestore indexes (firestore.indexes.json) in this run:');
  log(
    `  ${report.used.length} composite indexes used, ${report.unused.length} declared but unused`,
  );
  for (const { index, queries } of report.used) log(`    used ×${queries}: ${json(index)}`);
  for (const { index } of report.unused) log(`    unused: ${json(index)}`);
  if (report.merged.length > 0) {
    log(`  ${report.merged.length} queries served by merging single-field indexes:`);
    for (const { collectionGroup, fields, queries } of report.merged) {
      log(`    ×${queries} ${collectionGroup}: ${fields.join(' + ')}`);
    }
  }
  if (report.missing.length === 0) {
    log('  no query needed a missing index');
    return;
  }
  log(`  ${report.missing.length} queries needed an index that the file lacks:`);
  for (const { kind, index, query, queries } of report.missing) {
    log(`    ×${queries} ${query}`);
    log(`      add to "${kind === 'index' ? 'indexes' : 'fieldOverrides'}": ${json(index)}`);
  }
}
