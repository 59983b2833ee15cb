import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Modal,
  Progress,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportOutcome } from '@boi/domain/admin/catalog-import';
import { callableErrorMessage } from '../../../../lib/callable-error';
import {
  batchCount,
  importBatches,
  readCatalogCsv,
  tally,
  type CsvRows,
} from '../../lib/catalog-import';

type Stage = 'choose' | 'checking' | 'checked' | 'applying' | 'stopped' | 'done';
const ERRORS_SHOWN = 100;

/**
 * Import CSV: the file is checked first (a dry run: rows to add, to update and with errors, each
 * error with its row number), then applied in batches with a progress bar. A stopped import
 * resumes at the batch that failed; running the same file again changes nothing.
 */
export function CatalogImport() {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [rows, setRows] = useState<CsvRows>([]);
  const [stage, setStage] = useState<Stage>('choose');
  const [outcomes, setOutcomes] = useState<ImportOutcome[]>([]);
  const [doneBatches, setDoneBatches] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [setStock, setSetStock] = useState(false);

  const reset = () => {
    setRows([]);
    setStage('choose');
    setOutcomes([]);
    setDoneBatches(0);
    setProblem(null);
  };
  const run = async (file: CsvRows, apply: boolean, fromBatch: number, stock = setStock) => {
    setStage(apply ? 'applying' : 'checking');
    setApplying(apply);
    setProblem(null);
    try {
      await importBatches(file, { apply, setStock: stock }, fromBatch, (batch, index) => {
        setOutcomes((all) => [...all, ...batch]);
        setDoneBatches(index + 1);
      });
      setStage(apply ? 'done' : 'checked');
    } catch (error) {
      setProblem(callableErrorMessage(error, 'The import stopped. Please try again.'));
      setStage('stopped');
    } finally {
      if (apply) await queryClient.invalidateQueries();
    }
  };
  const choose = async (file: File | null) => {
    reset();
    if (!file) return;
    try {
      const read = await readCatalogCsv(file);
      setRows(read);
      await run(read, false, 0);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The file could not be read');
    }
  };
  const apply = () => {
    setOutcomes([]);
    setDoneBatches(0);
    void run(rows, true, 0);
  };
  const resume = () => void run(rows, applying, doneBatches);
  /** The dry run's counts depend on the choice, so a checked file is checked again. */
  const chooseStock = (checked: boolean) => {
    setSetStock(checked);
    if (rows.length === 0) return;
    setOutcomes([]);
    setDoneBatches(0);
    void run(rows, false, 0, checked);
  };

  const counts = tally(outcomes);
  const errors = outcomes.filter((o) => o.action === 'error');
  const total = batchCount(rows);
  const busy = stage === 'checking' || stage === 'applying';
  return (
    <>
      <Button variant="light" color="teal" onClick={() => setOpened(true)}>
        Import CSV
      </Button>
      <Modal
        opened={opened}
        onClose={() => {
          if (busy) return;
          setOpened(false);
          reset();
        }}
        title="Import CSV"
        size="lg"
      >
        <Stack gap="sm">
          <FileInput
            label="CSV file"
            description="The columns of Export CSV (download the CSV template for an example)"
            accept=".csv,text/csv"
            placeholder="Choose a .csv file"
            disabled={busy}
            onChange={(file) => void choose(file)}
          />
          <Checkbox
            label="Set the stock of books already in the shop from the file's quantity"
            description="Unticked, they keep their stock, so copies sold since the export are not put back. New books always take the file's quantity."
            checked={setStock}
            disabled={busy}
            onChange={(event) => chooseStock(event.currentTarget.checked)}
          />
          {rows.length > 0 && (
            <Progress
              value={total === 0 ? 0 : (doneBatches / total) * 100}
              aria-label="Import progress"
              animated={busy}
            />
          )}
          {rows.length > 0 && (
            <Text size="sm" role="status">
              {stage === 'checking' && `Checking… ${doneBatches} of ${total} batches`}
              {stage === 'applying' && `Importing… ${doneBatches} of ${total} batches`}
              {(stage === 'checked' || stage === 'stopped') &&
                `${counts.add} to add, ${counts.update} to update, ${counts.unchanged} unchanged, ${counts.error} with errors`}
              {stage === 'done' &&
                `Added ${counts.add}, updated ${counts.update}, ${counts.unchanged} unchanged, ${counts.error} with errors`}
            </Text>
          )}
          {problem && (
            <Alert color="red" title="Stopped">
              {problem}
            </Alert>
          )}
          {errors.length > 0 && (
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
          )}
          <Group justify="flex-end">
            {stage === 'checked' && (
              <Button color="teal" onClick={apply} disabled={counts.add + counts.update === 0}>
                Import {counts.add + counts.update} rows
              </Button>
            )}
            {stage === 'stopped' && rows.length > 0 && (
              <Button color="teal" onClick={resume}>
                Resume
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
