import { useState } from 'react';
import { Alert, Button, Checkbox, FileInput, Group, Modal, Stack } from '@mantine/core';
import { useCatalogImport } from '../../hooks/use-catalog-import';
import { batchCount, tally } from '../../lib/catalog-import';
import { ImportErrors, ImportProgress } from './catalog-import-report';

/**
 * Import CSV: the file is checked first (a dry run: rows to add, to update and with errors, each
 * error with its row number), then applied in batches with a progress bar.
 */
export function CatalogImport() {
  const [opened, setOpened] = useState(false);
  const csv = useCatalogImport();
  const counts = tally(csv.outcomes);
  return (
    <>
      <Button variant="light" color="teal" onClick={() => setOpened(true)}>
        Import CSV
      </Button>
      <Modal
        opened={opened}
        onClose={() => {
          if (csv.busy) return;
          setOpened(false);
          csv.reset();
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
            disabled={csv.busy}
            onChange={(file) => void csv.choose(file)}
          />
          <Checkbox
            label="Set the stock of books already in the shop from the file's quantity"
            description="Unticked, they keep their stock, so copies sold since the export are not put back. New books always take the file's quantity."
            checked={csv.setStock}
            disabled={csv.busy}
            onChange={(event) => csv.chooseStock(event.currentTarget.checked)}
          />
          {csv.rows.length > 0 && (
            <ImportProgress
              stage={csv.stage}
              outcomes={csv.outcomes}
              doneBatches={csv.doneBatches}
              total={batchCount(csv.rows)}
            />
          )}
          {csv.problem && (
            <Alert color="red" title="Stopped">
              {csv.problem}
            </Alert>
          )}
          <ImportErrors outcomes={csv.outcomes} />
          <Group justify="flex-end">
            {csv.stage === 'checked' && (
              <Button color="teal" onClick={csv.apply} disabled={counts.add + counts.update === 0}>
                Import {counts.add + counts.update} rows
              </Button>
            )}
            {csv.stage === 'stopped' && csv.rows.length > 0 && (
              <Button color="teal" onClick={csv.resume}>
                Resume
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
