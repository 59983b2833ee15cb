import { Group, Pill, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './match-links.module.css';

export type MatchLink = { id: string; name: string; to: string; count: number };

/** A labelled row of links to matching writers or publications; nothing when there are none. */
export function MatchLinks({ label, items }: { label: string; items: MatchLink[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section aria-label={label}>
      <Group gap="xs" align="center">
        <Text fw={600} size="sm" component="h2" m={0}>
          {label}:
        </Text>
        {items.map((item) => (
          <Link key={item.id} to={item.to} className={classes.link}>
            {item.name}
            <Pill size="xs" className={classes.count}>
              {t('catalog.bookCount', { number: item.count })}
            </Pill>
          </Link>
        ))}
      </Group>
    </section>
  );
}
