import { Container, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SHOP_ADDRESS, SHOP_EMAIL, SHOP_PHONE } from '@boi/domain/shared/constants';
import { useQuery } from '@tanstack/react-query';
import type { SectionKey } from '@boi/domain/shared/constants';
import type { Category } from '@boi/domain/catalog/schemas';
import { categoryPath, ROUTES, sectionBooksPath } from '@boi/domain/paths/routes';
import { categoriesQueryOptions } from '../../lib/get-categories';
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  YoutubeIcon,
} from '../icons';
import type { NavItem } from './nav-links';
import classes from './layout.module.css';

const NEEDED_LINKS: NavItem[] = [
  { to: ROUTES.comingSoon, label: 'footer.contact' },
  { to: ROUTES.comingSoon, label: 'footer.privacy' },
  { to: ROUTES.comingSoon, label: 'footer.returns' },
  { to: ROUTES.comingSoon, label: 'footer.support' },
  { to: ROUTES.comingSoon, label: 'footer.seller' },
];

const SOCIAL_LINKS = [
  { href: 'https://www.facebook.com/', label: 'Facebook', Icon: FacebookIcon },
  { href: 'https://www.youtube.com/', label: 'YouTube', Icon: YoutubeIcon },
  { href: 'https://www.instagram.com/', label: 'Instagram', Icon: InstagramIcon },
];

function usePopularLinks(): NavItem[] {
  const { data: ids = {} } = useQuery({ ...categoriesQueryOptions(), select: sectionCategoryIds });
  const section = (key: SectionKey, fallback: string = ROUTES.categories) => {
    const id = ids[key];
    return id ? sectionBooksPath(key, id) : fallback;
  };
  return [
    { to: section('islamic'), label: 'footer.islamic' },
    { to: section('children'), label: 'footer.children' },
    { to: section('package', ROUTES.packageBooksAll), label: 'footer.package' },
    { to: section('technology'), label: 'footer.technology' },
    {
      to: ids.technology ? categoryPath(ids.technology) : ROUTES.categories,
      label: 'footer.programming',
    },
  ];
}

function LinkList({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  return (
    <ul className={classes.footerList}>
      {items.map((item) => (
        <li key={item.label}>
          <Link to={item.to}>{t(item.label)}</Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const popular = usePopularLinks();
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xl">
          <div className={classes.footerWide}>
            <Text className={classes.footerHeading}>বই — Boi</Text>
            <Text size="sm" lh={1.7}>
              {t('footer.about')}
            </Text>
          </div>
          <div className={classes.footerWide}>
            <Text className={classes.footerHeading}>{t('footer.contact')}</Text>
            <ul className={classes.footerList}>
              <li className={classes.footerContact}>
                <MapPinIcon size={18} />
                <span>{SHOP_ADDRESS}, Bangladesh</span>
              </li>
              <li className={classes.footerContact}>
                <PhoneIcon size={18} />
                <a href={`tel:${SHOP_PHONE.replace(/[^+\d]/g, '')}`}>{SHOP_PHONE}</a>
              </li>
              <li className={classes.footerContact}>
                <MailIcon size={18} />
                <a href={`mailto:${SHOP_EMAIL}`}>{SHOP_EMAIL}</a>
              </li>
            </ul>
          </div>
          <div>
            <Text className={classes.footerHeading}>{t('footer.popularLinks')}</Text>
            <LinkList items={popular} />
          </div>
          <div>
            <Text className={classes.footerHeading}>{t('footer.neededLinks')}</Text>
            <LinkList items={NEEDED_LINKS} />
          </div>
        </SimpleGrid>
        <Group justify="space-between" className={classes.footerBottom} gap="sm">
          <Text size="xs">{t('footer.rights')}</Text>
          <Group gap="xs">
            {SOCIAL_LINKS.map(({ href, label, Icon }) => (
              <a
                key={label}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label}
                className={classes.social}
              >
                <Icon size={18} />
              </a>
            ))}
          </Group>
        </Group>
      </Container>
    </footer>
  );
}

/** The first category feeding each home section (the footer's popular links go there). */
function sectionCategoryIds(categories: Category[]): Partial<Record<SectionKey, string>> {
  const ids: Partial<Record<SectionKey, string>> = {};
  for (const category of categories) {
    if (category.section && !ids[category.section]) ids[category.section] = category._id;
  }
  return ids;
}
