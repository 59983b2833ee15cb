import { Button, Group, NumberInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createCouponInputSchema } from '@boi/domain/admin/coupons';
import { Panel } from '../../../../components/panel';
import { useAdminWrite } from '../../api/use-admin-write';
import { schemaErrors } from '../../lib/schema-errors';

type CouponFormValues = { couponCode: string; discountPercent: number | string };

/** Coupon Add (spec §2): a code (stored upper-case) and a whole discount percent from 1 to 100. */
export function CouponAddForm() {
  const create = useAdminWrite('createCoupon');
  const form = useForm<CouponFormValues>({
    mode: 'controlled',
    initialValues: { couponCode: '', discountPercent: '' },
    validate: schemaErrors(createCouponInputSchema),
  });

  const submit = async (values: CouponFormValues) => {
    try {
      await create.mutateAsync({
        couponCode: values.couponCode.trim().toUpperCase(),
        discountPercent: Number(values.discountPercent),
      });
      form.reset();
    } catch {
      // useAdminWrite's toast shows the server's message (e.g. the code exists already).
    }
  };

  return (
    <Panel component="section" aria-labelledby="coupon-add-title">
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h5" id="coupon-add-title">
            Coupon Add
          </Title>
          <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
            <TextInput
              label="Coupon Code"
              placeholder="EID25"
              autoCapitalize="characters"
              miw={200}
              {...form.getInputProps('couponCode')}
            />
            <NumberInput
              label="Discount Percent"
              placeholder="1–100"
              min={1}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              suffix="%"
              miw={160}
              {...form.getInputProps('discountPercent')}
            />
          </Group>
          <Button
            type="submit"
            color="teal"
            loading={create.isPending}
            w={{ base: '100%', xs: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
          >
            Coupon Add
          </Button>
        </Stack>
      </form>
    </Panel>
  );
}
