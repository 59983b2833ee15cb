import { ActionIcon, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './cart.module.css';

type QuantityStepperProps = {
  name: string;
  value: number;
  canDecrease: boolean;
  canIncrease: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
};

/**
 * − value + for a cart line; the buttons are disabled at 1 and at the stock. The value is not a
 * live region: the layout's cart announcer reads the change with the book's name.
 */
export function QuantityStepper(props: QuantityStepperProps) {
  const { name, value, canDecrease, canIncrease, onDecrease, onIncrease } = props;
  const { t } = useTranslation();
  return (
    <div className={classes.stepper} role="group" aria-label={t('cart.line.quantity', { name })}>
      <ActionIcon
        variant="subtle"
        radius="xl"
        size="md"
        aria-label={t('cart.line.decrease', { name })}
        disabled={!canDecrease}
        onClick={onDecrease}
      >
        <span aria-hidden="true">−</span>
      </ActionIcon>
      <Text component="output" className={classes.stepperValue} aria-live="off">
        {value}
      </Text>
      <ActionIcon
        variant="subtle"
        radius="xl"
        size="md"
        aria-label={t('cart.line.increase', { name })}
        disabled={!canIncrease}
        onClick={onIncrease}
      >
        <span aria-hidden="true">+</span>
      </ActionIcon>
    </div>
  );
}
