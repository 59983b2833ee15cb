import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';
import { Panel } from '../../../components/panel';
import { DeliveryInfo } from './delivery-info';

/**
 * The top of a book's page: its cover, its overview and the delivery box side by side (stacked
 * on a phone). The page and its skeleton both use it, so the page does not jump when the book
 * comes. `hidden`: the skeleton's, hidden from assistive technology.
 */
export function BookDetailsGrid({
  cover,
  overview,
  hidden,
}: {
  cover: ReactNode;
  overview: ReactNode;
  hidden?: boolean;
}) {
  return (
    <Panel aria-hidden={hidden}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>{cover}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7, md: 5 }}>{overview}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <DeliveryInfo />
        </Grid.Col>
      </Grid>
    </Panel>
  );
}
