import { Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { HOME_SECTIONS } from '@boi/domain/shared/constants';
import { Panel } from '../../../../components/panel';
import { QueryError } from '../../../../components/query-error';
import { useProductChoices } from '../../api/get-product-choices';
import { useAdminWrite } from '../../api/use-admin-write';

/**
 * হোম পেজ: the category that feeds each of the home page's four sections. A category made in the
 * dashboard can feed one; choosing it takes the section from the category that had it.
 */
export function HomeSectionsPanel() {
  const choices = useProductChoices();
  const setSection = useAdminWrite('setHomeSection');
  if (choices.isError) return <QueryError error={choices.error} />;
  const categories = choices.data?.categories ?? [];
  const options = categories.map((category) => ({ value: category._id, label: category.name }));

  return (
    <Panel component="section" aria-labelledby="home-sections-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="home-sections-title">
          হোম পেজ · Home page sections
        </Title>
        <Text size="sm" c="dimmed">
          কোন বিষয়ের বই হোম পেজের কোন সেকশনে দেখাবে, এখানে বেছে নিন।
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {HOME_SECTIONS.map((section) => {
            const current = categories.find((category) => category.section === section.key);
            return (
              <Select
                key={section.key}
                label={section.title}
                placeholder="কোনো বিষয় নেই"
                data={options}
                value={current?._id ?? null}
                searchable
                clearable
                nothingFoundMessage="পাওয়া যায়নি"
                disabled={choices.isPending || setSection.isPending}
                onChange={(categoryId) =>
                  setSection.mutate({ section: section.key, categoryId: categoryId ?? null })
                }
              />
            );
          })}
        </SimpleGrid>
      </Stack>
    </Panel>
  );
}
