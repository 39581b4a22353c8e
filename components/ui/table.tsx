import * as React from "react";

import { clsx } from "clsx";

// A data table in a bordered box that scrolls sideways on a narrow screen (.tbl and its parts in
// app/globals.css, see .btn there). Structure follows shadcn's table; rows and cells carry no data-slot, since a
// restaurant's table has hundreds of cells, each sent twice (HTML and React payload).
function Table({ className, ...props }: React.ComponentProps<"table">) {
  return (
    <div data-slot="table-container" className="tbl-box">
      <table data-slot="table" className={clsx("tbl", className)} {...props} />
    </div>
  );
}

function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={clsx("tbl-header", className)} {...props} />;
}

function TableBody(props: React.ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" {...props} />;
}

function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr className={clsx("tbl-row", className)} {...props} />;
}

function TableHead({ className, ...props }: React.ComponentProps<"th">) {
  return <th className={clsx("tbl-head", className)} {...props} />;
}

function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <td className={clsx("tbl-cell", className)} {...props} />;
}

function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return <caption data-slot="table-caption" className={className} {...props} />;
}

export { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow };
