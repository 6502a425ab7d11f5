/** The table wrappers, loaded on demand through ./Table.tsx (import that, not this file). */
import {
  Cell as RACCell,
  Column as RACColumn,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  type CellProps,
  type ColumnProps,
  type RowProps,
  type TableBodyProps,
  type TableHeaderProps,
  type TableProps,
} from 'react-aria-components';
import { racClass } from './utils';

export function Table({ className, ...props }: TableProps) {
  return (
    <div className="arm-table-scroll">
      <RACTable {...props} className={racClass('arm-table', className)} />
    </div>
  );
}

export function TableHeader<T extends object>({ className, ...props }: TableHeaderProps<T>) {
  return <RACTableHeader {...props} className={racClass('arm-table__header', className)} />;
}

export function Column({ className, children, ...props }: ColumnProps) {
  return (
    <RACColumn {...props} className={racClass('arm-table__column', className)}>
      {(renderProps) => (
        <span className="arm-table__column-content">
          {typeof children === 'function' ? children(renderProps) : children}
          {renderProps.allowsSorting && (
            <span className="arm-sort" aria-hidden="true">
              {renderProps.sortDirection === 'ascending'
                ? '▲'
                : renderProps.sortDirection === 'descending'
                  ? '▼'
                  : '↕'}
            </span>
          )}
        </span>
      )}
    </RACColumn>
  );
}

export function TableBody<T extends object>({ className, ...props }: TableBodyProps<T>) {
  return <RACTableBody {...props} className={racClass('arm-table__body', className)} />;
}

export function Row<T extends object>({ className, ...props }: RowProps<T>) {
  return <RACRow {...props} className={racClass('arm-table__row', className)} />;
}

export function Cell({ className, ...props }: CellProps) {
  return <RACCell {...props} className={racClass('arm-table__cell', className)} />;
}
