import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DISTRICTS } from '@boi/domain/orders/districts';
import { CheckoutEmailLink } from './checkout-email-link';
import type { CheckoutRules, CheckoutValues } from './checkout-values';

/**
 * The shipping form of spec §2: full name, e-mail (optional for a phone-only account), phone (the
 * verified number, read-only, when the account has one), country, district, city, zip, address.
 * A shopper without a verified address of their own is offered a link to the one typed
 * (`offerEmailLink`): only then does the shop mail it.
 */
export function ShippingFields({
  form,
  rules,
  verifiedPhone,
  offerEmailLink = false,
}: {
  form: UseFormReturnType<CheckoutValues>;
  rules: CheckoutRules;
  verifiedPhone: string | null;
  offerEmailLink?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('checkout.fields.name')}
          autoComplete="name"
          withAsterisk
          {...form.getInputProps('name')}
        />
        <div>
          <TextInput
            label={
              rules.emailOptional ? t('checkout.fields.emailOptional') : t('checkout.fields.email')
            }
            type="email"
            autoComplete="email"
            withAsterisk={!rules.emailOptional}
            {...form.getInputProps('email')}
          />
          {offerEmailLink && <CheckoutEmailLink email={form.values.email} />}
        </div>
        <TextInput
          label={t('checkout.fields.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="01XXXXXXXXX"
          withAsterisk
          readOnly={verifiedPhone !== null}
          description={verifiedPhone ? t('checkout.fields.phoneVerified') : undefined}
          {...form.getInputProps('phone')}
        />
        <TextInput
          label={t('checkout.fields.country')}
          disabled
          {...form.getInputProps('country')}
        />
        <Select
          label={t('checkout.fields.district')}
          placeholder={t('checkout.fields.districtPlaceholder')}
          data={DISTRICTS}
          searchable
          nothingFoundMessage={t('checkout.fields.noDistrict')}
          withAsterisk
          {...form.getInputProps('district')}
          onChange={(value: string | null) => form.setFieldValue('district', value ?? '')}
          value={form.values.district || null}
        />
        <TextInput
          label={t('checkout.fields.city')}
          autoComplete="address-level2"
          withAsterisk
          {...form.getInputProps('city')}
        />
        <TextInput
          label={t('checkout.fields.zip')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          withAsterisk
          {...form.getInputProps('zip')}
        />
      </SimpleGrid>
      <Textarea
        mt="md"
        label={t('checkout.fields.address')}
        autoComplete="street-address"
        autosize
        minRows={2}
        withAsterisk
        {...form.getInputProps('address')}
      />
    </>
  );
}
