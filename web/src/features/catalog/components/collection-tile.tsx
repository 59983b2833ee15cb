import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bookCountLabel } from '../lib/count-labels';
import {
  collectionItemPath,
  type CollectionItem,
  type CollectionKind,
} from '../lib/collection-kinds';
import { nameInitial } from '../lib/initial';
import classes from './collection-tile.module.css';

type CollectionTileProps = {
  kind: CollectionKind;
  item: CollectionItem[CollectionKind];
};

/** One category, writer or publication in a list: initial, name, book count, writer details. */
export function CollectionTile({ kind, item }: CollectionTileProps) {
  const { t } = useTranslation();
  const details = 'writerDetails' in item ? item.writerDetails.trim() : '';
  return (
    <Card
      component={Link}
      to={collectionItemPath(kind, item._id)}
      withBorder
      radius="md"
      padding="md"
      className={classes.tile}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Avatar color="teal" radius="xl" size={44} aria-hidden>
          {nameInitial(item.name)}
        </Avatar>
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Text>
          {details && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {details}
            </Text>
          )}
          <Badge variant="light" color="teal" radius="sm" w="fit-content">
            {bookCountLabel(t, item.productCount)}
          </Badge>
        </Stack>
      </Group>
    </Card>
  );
}
