import { Container, Text } from '@mantine/core';
import { SHOP_PHONE } from '@boi/domain/constants';
import { PhoneIcon } from '../icons';
import classes from './layout.module.css';

/** Second bar: the contact phone. */
export function InfoBar() {
  return (
    <div className={classes.infoBar}>
      <Container size="xl" className={classes.infoBarInner}>
        <Text span inherit visibleFrom="xs">
          বাংলা ও ইংরেজি বই — সারা দেশে ক্যাশ অন ডেলিভারি
        </Text>
        <a href={`tel:${SHOP_PHONE.replace(/[^+\d]/g, '')}`}>
          <PhoneIcon size={14} style={{ verticalAlign: '-2px', marginRight: 6 }} />
          {SHOP_PHONE}
        </a>
      </Container>
    </div>
  );
}
