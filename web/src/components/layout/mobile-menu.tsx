import { Divider, Drawer, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { MOBILE_NAV, MOBILE_PLACEHOLDER_NAV, type NavItem } from './nav-links';
import classes from './layout.module.css';

type DrawerLinksProps = {
  items: NavItem[];
  onNavigate: () => void;
  /** Placeholder entries share one target, so they are not highlighted as the current page. */
  placeholder?: boolean;
};

function DrawerLinks({ items, onNavigate, placeholder = false }: DrawerLinksProps) {
  const LinkComponent = placeholder ? Link : NavLink;
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      {items.map((item) => (
        <LinkComponent
          key={t(item.label)}
          to={item.to}
          end={item.to === '/' || undefined}
          className={classes.drawerLink}
          onClick={onNavigate}
        >
          {t(item.label)}
        </LinkComponent>
      ))}
    </Stack>
  );
}

type MobileMenuProps = { opened: boolean; onClose: () => void };

export function MobileMenu({ opened, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={280}
      padding="md"
      title={<Text fw={700}>{t('nav.menu')}</Text>}
      hiddenFrom="sm"
    >
      <nav aria-label={t('nav.mobile')}>
        <DrawerLinks items={MOBILE_NAV} onNavigate={onClose} />
        <Divider my="sm" />
        <Text size="xs" c="dimmed" px={12} mb={4}>
          {t('nav.moreBooks')}
        </Text>
        <DrawerLinks items={MOBILE_PLACEHOLDER_NAV} onNavigate={onClose} placeholder />
      </nav>
    </Drawer>
  );
}
