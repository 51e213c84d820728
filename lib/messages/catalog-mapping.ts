/** The import preview's mapping of a file's product types, categories and tags to the store's categories. */
export const CATALOG_MAPPING_MESSAGES = {
  title: 'Put products in categories',
  hint: 'Choose a category for each product type, product category or tag of the file. Products keep the categories they are in.',
  types: 'Product types',
  categories: 'Product categories',
  tags: 'Tags',
  leave: 'No category',
  newCategory: (name: string) => `New category “${name}”`,
  loadFailed: 'Your categories could not be loaded; new ones can still be made.',
  chosen: (count: number) =>
    count === 1 ? '1 choice will be applied.' : `${count} choices will be applied.`,
} as const;
