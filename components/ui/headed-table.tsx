import type { ReactNode } from "react";
import { clsx } from "clsx";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

export type HeadedColumn = {
  label: ReactNode;
  /** Right-aligned figures in even-width digits. */
  numeric?: boolean;
  /** The column's sort state (aria-sort); a sortable column's label is its own button, which pads itself. */
  sort?: "ascending" | "descending" | "none";
};

/**
 * A table of items: a row of column names, then one row per item led by its name as a row header. The caption is
 * for screen readers; the heading above the table says what it is to everyone else.
 */
export function HeadedTable({
  caption,
  columns,
  rows,
  rowKey = (row, index) => (typeof row[0] === "string" ? row[0] : String(index)),
  className,
}: {
  caption: string;
  columns: readonly (string | HeadedColumn)[];
  rows: readonly (readonly [name: ReactNode, ...cells: ReactNode[]])[];
  rowKey?: (row: readonly ReactNode[], index: number) => string;
  className?: string;
}) {
  const heads = columns.map((column) => (typeof column === "string" ? { label: column } : column));
  const figure = (index: number) => (heads[index]?.numeric ? "tbl-num" : undefined);
  return (
    <Table className={className}>
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          {heads.map((head, index) => (
            <TableHead
              key={index}
              scope="col"
              aria-sort={head.sort}
              className={clsx(head.numeric && "text-right", head.sort && "p-0") || undefined}
            >
              {head.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => {
          const [name, ...cells] = row;
          return (
            <TableRow key={rowKey(row, index)}>
              <TableHead scope="row" className="font-medium">
                {name}
              </TableHead>
              {cells.map((cell, cellIndex) => (
                <TableCell key={cellIndex} className={figure(cellIndex + 1)}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
