/**
 * A small but valid one-page PDF document (PDF 1.4, Helvetica, a cross-reference table with exact offsets),
 * for the ID card and EOB downloads of the mock gateway. Text is reduced to printable ASCII.
 */

function escapeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)');
}

export interface PdfLine {
  readonly text: string;
  /** Font size in points (default 11). */
  readonly size?: number;
}

/** Builds a US Letter page with the lines from the top, a title first. */
export function buildPdf(title: string, lines: readonly PdfLine[]): Uint8Array {
  const content: string[] = ['BT', '/F1 18 Tf', '54 738 Td', `(${escapeText(title)}) Tj`];
  let previous = 18;
  for (const line of lines) {
    const size = line.size ?? 11;
    content.push(`/F1 ${size} Tf`, `0 ${-Math.round(Math.max(previous, size) * 1.5)} Td`, `(${escapeText(line.text)}) Tj`);
    previous = size;
  }
  content.push('ET');
  const stream = content.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${escapeText(title)}) /Producer (Member portal mock gateway) >>`,
  ];

  let document = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(document.length);
    document += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = document.length;
  document += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) document += `${String(offset).padStart(10, '0')} 00000 n \n`;
  document += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(document);
}
