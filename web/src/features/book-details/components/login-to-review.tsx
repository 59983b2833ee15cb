import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '@boi/domain/paths/routes';

export function LoginToReview() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      <Anchor component={Link} to={ROUTES.login} c="teal.8">
        {t('details.reviews.login')}
      </Anchor>{' '}
      {t('details.reviews.loginToReview')}
    </Text>
  );
}
