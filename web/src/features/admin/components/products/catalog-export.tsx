import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { download } from '../../lib/courier-csv';
import { catalogCsvOf, templateCsv, wholeCatalog } from '../../lib/catalog-csv';

/** Product Manage's Export CSV (the whole catalog) and the template to fill in. */
export function CatalogExport() {
  const [progress, setProgress] = useState<number | null>(null);
  const exportCatalog = async () => {
    setProgress(0);
    try {
      const books = await wholeCatalog(setProgress);
      const day = new Date().toISOString().slice(0, 10);
      download(await catalogCsvOf(books), `boi-catalog-${day}.csv`);
      notifications.show({ color: 'teal', message: `Exported ${books.length} books` });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof Error ? error.message : 'The export failed',
      });
    } finally {
      setProgress(null);
    }
  };
  return (
    <Group gap="xs">
      <Button
        variant="light"
        color="teal"
        loading={progress !== null}
        loaderProps={{ children: progress ? `${progress} books…` : undefined }}
        onClick={() => void exportCatalog()}
      >
        Export CSV
      </Button>
      <Button
        variant="subtle"
        color="teal"
        onClick={() => void templateCsv().then((csv) => download(csv, 'boi-catalog-template.csv'))}
      >
        CSV template
      </Button>
    </Group>
  );
}
