import { Button } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';

/**
 * A table row that opens a second row under it, across the table, with more about the record
 * (a message's text): the row's own cells, then the button that opens and closes it.
 */
export function ExpandableRow({
  detailId,
  columns,
  openText,
  closeText,
  onOpen,
  detailClassName,
  detail,
  children,
}: {
  /** The opened row's id, named by the button's aria-controls. */
  detailId: string;
  /** How many columns the table has, the button's included. */
  columns: number;
  openText: string;
  closeText: string;
  /** Called each time the row is opened (e.g. to mark a message read). */
  onOpen?: () => void;
  detailClassName?: string;
  detail: ReactNode;
  /** The row's cells before the button's. */
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const toggle = () => {
    if (!open) onOpen?.();
    setOpen(!open);
  };
  return (
    <>
      <tr>
        {children}
        <td className="wb-actions-cell">
          <Button
            size="small"
            variant="minimal"
            icon={open ? 'chevron-up' : 'chevron-down'}
            text={open ? closeText : openText}
            aria-expanded={open}
            aria-controls={open ? detailId : undefined}
            onClick={toggle}
          />
        </td>
      </tr>
      {open && (
        <tr id={detailId} className={detailClassName}>
          <td colSpan={columns}>{detail}</td>
        </tr>
      )}
    </>
  );
}
