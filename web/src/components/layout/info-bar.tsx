import { Container, Text } from '@mantine/core';
import { SHOP_PHONE } from '@boi/domain/shared/constants';
import { useTranslation } from 'react-i18next';
import { PhoneIcon } from '../icons';
import { LanguageSwitch } from './language-switch';
import classes from './layout.module.css';

/** Second bar: the contact phone and the language switch. */
export function InfoBar() {
  const { t } = useTranslation();
  return (
    <div className={classes.infoBar}>
      <Container size="xl" className={classes.infoBarInner}>
        <Text span inherit visibleFrom="xs">
          {t('header.tagline')}
        </Text>
        <span className={classes.infoBarEnd}>
          <a href={`tel:${SHOP_PHONE.replace(/[^+\d]/g, '')}`}>
            <PhoneIcon size={14} style={{ verticalAlign: '-2px', marginRight: 6 }} />
            {SHOP_PHONE}
          </a>
          <LanguageSwitch />
        </span>
      </Container>
    </div>
  );
}
