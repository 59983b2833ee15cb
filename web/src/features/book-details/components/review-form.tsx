import { Button, Input, Rating, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { reviewInputSchema, type ReviewInput } from '@boi/domain/catalog/reviews';
import type { User } from 'firebase/auth';
import { VerifyEmailNotice } from '../../../components/verify-email-notice';
import { useEmailVerified } from '../../../hooks/use-email-verified';
import { callableErrorMessage } from '../../../lib/callable-error';
import { useCreateReview } from '../api/create-review';

type ReviewValues = Omit<ReviewInput, 'forProduct'>;
type ReviewErrors = Partial<Record<keyof ReviewValues, string>>;

function validate(forProduct: string, values: ReviewValues): ReviewErrors {
  const result = reviewInputSchema.safeParse({ forProduct, ...values });
  const errors: ReviewErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof ReviewValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Spec §2/§5: rating 1–5 (required), name and comment; reviews wait for an admin's approval. */
export default function ReviewForm({ productId, user }: { productId: string; user: User }) {
  const { t } = useTranslation();
  const createReview = useCreateReview();
  const email = useEmailVerified(user);
  const form = useForm<ReviewValues>({
    initialValues: { rating: 0, name: user.displayName ?? '', comment: '' },
    validate: (values) => validate(productId, values),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await createReview.mutateAsync(reviewInputSchema.parse({ forProduct: productId, ...values }));
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('details.reviewForm.notSent'),
        message: callableErrorMessage(error, t('details.reviewForm.notSentMessage')),
      });
      return;
    }
    notifications.show({
      color: 'teal',
      title: t('details.reviewForm.thanks'),
      message: t('details.reviewForm.thanksMessage'),
    });
    form.setValues({ rating: 0, comment: '' });
    form.resetTouched();
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="review-form-title">
      <Stack gap="sm" maw={560}>
        <Title order={3} size="h4" id="review-form-title">
          {t('details.reviewForm.title')}
        </Title>
        {!email.verified && !user.phoneNumber && (
          <VerifyEmailNotice email={user.email} {...email} />
        )}
        <Input.Wrapper
          label={t('details.reviewForm.rating')}
          withAsterisk
          error={form.errors.rating}
        >
          <Rating
            size="lg"
            value={form.values.rating}
            onChange={(value) => form.setFieldValue('rating', value)}
            getSymbolLabel={(value) =>
              t(value === 1 ? 'details.reviewForm.oneStar' : 'details.reviewForm.stars', { value })
            }
            aria-label={t('details.reviewForm.ratingLabel')}
            mt={4}
          />
        </Input.Wrapper>
        <TextInput
          label={t('details.reviewForm.name')}
          withAsterisk
          autoComplete="name"
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t('details.reviewForm.comment')}
          withAsterisk
          autosize
          minRows={3}
          maxLength={2000}
          {...form.getInputProps('comment')}
        />
        <Button
          type="submit"
          loading={form.submitting}
          disabled={!email.verified && !user.phoneNumber}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('details.reviewForm.submit')}
        </Button>
      </Stack>
    </form>
  );
}
