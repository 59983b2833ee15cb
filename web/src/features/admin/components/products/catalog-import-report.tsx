import { Progress, ScrollArea, Table, Text } from '@mantine/core';
import type { ImportOutcome } from '@boi/domain/admin/catalog-import';
import type { ImportStage } from '../../hooks/use-catalog-import';
import { tally } from '../../lib/catalog-import';

const ERRORS_SHOWN = 100;

/** The import's progress bar and the counts of the dry run or of what was applied. */
export function ImportProgress({
  stage,
  outcomes,
  doneBatches,
  total,
}: {
  stage: ImportStage;
  outcomes: ImportOutcome[];
  doneBatches: number;
  total: number;
}) {
  const counts = tally(outcomes);
  const busy = stage === 'checking' || stage === 'applying';
  return (
    <>
      <Progress
        value={total === 0 ? 0 : (doneBatches / total) * 100}
        aria-label="Import progress"
        animated={busy}
      />
      <Text size="sm" role="status">
        {stage === 'checking' && `Checking… ${doneBatches} of ${total} batches`}
        {stage === 'applying' && `Importing… ${doneBatches} of ${total} batches`}
        {(stage === 'checked' || stage === 'stopped') &&
          `${counts.add} to add, ${counts.update} to update, ${counts.unchanged} unchanged, ${counts.error} with errors`}
        {stage === 'done' &&
          `Added ${counts.add}, updated ${counts.update}, ${counts.unchanged} unchanged, ${counts.error} with errors`}
      </Text>
    </>
  );
}

/** The rows with errors, each with its row number (the first hundred). */
export function ImportErrors({ outcomes }: { outcomes: ImportOutcome[] }) {
  const errors = outcomes.filter((o) => o.action === 'error');
  if (errors.length === 0) return null;
  return (
    <ScrollArea.Autosize mah={240}>
      <Table striped aria-label="Rows with errors">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Row</Table.Th>
            <Table.Th>Error</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {errors.slice(0, ERRORS_SHOWN).map((o) => (
            <Table.Tr key={o.row}>
              <Table.Td>{o.row}</Table.Td>
              <Table.Td>{o.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
