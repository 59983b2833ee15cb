import { Container, Group, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SHOP_ADDRESS, SHOP_EMAIL, SHOP_PHONE } from '@boi/domain/constants';
import { useQuery } from '@tanstack/react-query';
import type { SectionKey } from '@boi/domain/constants';
import type { Category } from '@boi/domain/schemas';
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
  { to: '/up-comming', label: 'যোগাযোগ' },
  { to: '/up-comming', label: 'প্রাইভেসি পলিসি' },
  { to: '/up-comming', label: 'রিটার্ন পলিসি' },
  { to: '/up-comming', label: 'সাপোর্ট পলিসি' },
  { to: '/up-comming', label: 'সেলার পলিসি' },
];

const SOCIAL_LINKS = [
  { href: 'https://www.facebook.com/', label: 'Facebook', Icon: FacebookIcon },
  { href: 'https://www.youtube.com/', label: 'YouTube', Icon: YoutubeIcon },
  { href: 'https://www.instagram.com/', label: 'Instagram', Icon: InstagramIcon },
];

function usePopularLinks(): NavItem[] {
  const { data: ids = {} } = useQuery({ ...categoriesQueryOptions(), select: sectionCategoryIds });
  const withId = (route: string, id: string | undefined, fallback = '/category') =>
    id ? `${route}${id}` : fallback;
  return [
    { to: withId('/all-dormio-books/', ids.islamic), label: 'ইসলামি বই' },
    { to: withId('/all-sisu-books/', ids.children), label: 'শিশু-কিশোর বই' },
    { to: withId('/all-package-books/', ids.package, '/all-package-books'), label: 'প্যাকেজ বই' },
    { to: withId('/all-technology-books/', ids.technology), label: 'প্রযুক্তি বিষয়ক বই' },
    { to: withId('/category/', ids.technology), label: 'প্রোগ্রামিং বই' },
  ];
}

function LinkList({ items }: { items: NavItem[] }) {
  return (
    <ul className={classes.footerList}>
      {items.map((item) => (
        <li key={item.label}>
          <Link to={item.to}>{item.label}</Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const popular = usePopularLinks();
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xl">
          <div className={classes.footerWide}>
            <Text className={classes.footerHeading}>বই — Boi</Text>
            <Text size="sm" lh={1.7}>
              বাংলা ও ইংরেজি বইয়ের অনলাইন বইঘর। পছন্দের বই ঘরে বসে অর্ডার করুন, সারা দেশে ক্যাশ অন
              ডেলিভারিতে পৌঁছে যাবে — আর ই-বুকে পড়ার সুবিধাও আসছে শীঘ্রই।
            </Text>
          </div>
          <div className={classes.footerWide}>
            <Text className={classes.footerHeading}>যোগাযোগ</Text>
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
            <Text className={classes.footerHeading}>জনপ্রিয় লিংক</Text>
            <LinkList items={popular} />
          </div>
          <div>
            <Text className={classes.footerHeading}>প্রয়োজনীয় লিংক</Text>
            <LinkList items={NEEDED_LINKS} />
          </div>
        </SimpleGrid>
        <Group justify="space-between" className={classes.footerBottom} gap="sm">
          <Text size="xs">© 2023 বই — Boi. All rights reserved.</Text>
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
