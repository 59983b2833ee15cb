import { Anchor, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOP_ADDRESS, SHOP_EMAIL, SHOP_PHONE } from '@boi/domain/shared/constants';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../../components/icons';
import { usePageTitle } from '../../../components/page-title';

type ContactCardProps = { icon: ReactNode; title: string; children: ReactNode };

function ContactCard({ icon, title, children }: ContactCardProps) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={500}>
            {title}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {children}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

/** /side-navbar/support: how to reach the shop. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('account.support.title'));
  const phoneHref = `tel:${SHOP_PHONE.replace(/[^+\d]/g, '')}`;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('account.support.title')}
        </Title>
        <Text c="dimmed">{t('account.support.intro')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <ContactCard icon={<MapPinIcon size={20} />} title={t('account.support.office')}>
          {SHOP_ADDRESS}
        </ContactCard>
        <ContactCard icon={<MailIcon size={20} />} title={t('account.support.email')}>
          <Anchor href={`mailto:${SHOP_EMAIL}`} inherit>
            {SHOP_EMAIL}
          </Anchor>
        </ContactCard>
        <ContactCard icon={<PhoneIcon size={20} />} title={t('account.support.phone')}>
          <Anchor href={phoneHref} inherit>
            {SHOP_PHONE}
          </Anchor>
        </ContactCard>
      </SimpleGrid>
    </Stack>
  );
}
