/**
 * One table as CSV (RFC 4180, CRLF lines), with a BOM so spreadsheets read UTF-8. Every text cell is
 * quoted, whatever the reader's list separator (`,` or `;`): a spreadsheet splits a cell only outside
 * quotes (issue 35 item 7: a `;`-separated formula survived). A text that starts as a formula would
 * (=, +, -, @, a tab or a carriage return) gets a leading apostrophe. Numbers stay bare.
 */
export function toCsv(header: string[], rows: (string | number)[][]): string {
  const cell = (value: string | number) => {
    if (typeof value === 'number') return String(value);
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return `"${safe.replace(/"/g, '""')}"`;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Saves a CSV file in the browser. */
export function downloadCsv(name: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
