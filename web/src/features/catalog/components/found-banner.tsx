import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { foundBooksText } from '../lib/count-labels';

/** 'total N books found' (Bangla) or 'no book found', as a light banner. */
export function FoundBanner({ total }: { total: number }) {
  const { t } = useTranslation();
  const found = total > 0;
  return (
    <Paper
      radius="md"
      px="md"
      py="sm"
      bg={found ? 'teal.0' : 'gray.0'}
      withBorder
      role="status"
      aria-live="polite"
    >
      <Text fw={500} c={found ? 'teal.9' : 'dimmed'}>
        {foundBooksText(t, total)}
      </Text>
    </Paper>
  );
}
