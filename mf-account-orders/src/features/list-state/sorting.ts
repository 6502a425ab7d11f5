/** Table sorting ↔ the API's `sorting` parameter (`<field> asc|desc`, ABP style). */

/** The UI kit table's sort descriptor (react-aria's shape). */
export interface TableSort {
  column: string | number;
  direction: 'ascending' | 'descending';
}

export function sortDescriptorOf(sorting: string): TableSort | undefined {
  const [column, direction] = sorting.split(' ');
  if (!column) return undefined;
  return { column, direction: direction === 'desc' ? 'descending' : 'ascending' };
}

export function sortingOf(descriptor: TableSort): string {
  return `${String(descriptor.column)} ${descriptor.direction === 'descending' ? 'desc' : 'asc'}`;
}
