import type { TFunction } from 'i18next';
import { Button } from './Button';
import type { Column } from './DataTable';

interface EditButton<T> {
  width?: number;
  /** A quieter button where the row has other controls. */
  variant?: 'ghost';
  testId?: (row: T) => string;
}

/** An editor's column of Edit buttons, headed for screen readers; none for a reader. */
export function editColumn<T>(
  canEdit: boolean,
  t: TFunction,
  onEdit: (row: T) => void,
  { width, variant, testId }: EditButton<T> = {},
): Column<T>[] {
  if (!canEdit) return [];
  return [
    {
      key: 'edit',
      header: t('common.actions'),
      headerHidden: true,
      ...(width === undefined ? {} : { width }),
      render: (row) => (
        <Button size="sm" variant={variant} onClick={() => onEdit(row)} data-testid={testId?.(row)}>
          {t('common.edit')}
        </Button>
      ),
    },
  ];
}
