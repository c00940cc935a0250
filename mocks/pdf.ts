import { HttpResponse } from 'msw';

import type { EobDetail, EobLine, IdCard } from '../generated/model';

/**
 * The documents of the mock gateway: the ID card and the EOB as small but valid one-page PDF documents (PDF 1.4,
 * Helvetica, a cross-reference table with exact offsets). Text is reduced to printable ASCII.
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

/** A document: its title, its lines and the file name it is served under. */
export interface PdfDocument {
  readonly title: string;
  readonly lines: readonly PdfLine[];
  readonly fileName: string;
}

/** The answer that serves a document inline as application/pdf. */
export function pdfAnswer({ title, lines, fileName }: PdfDocument): Response {
  return new HttpResponse(buildPdf(title, lines).buffer as ArrayBuffer, {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${fileName}"` },
  });
}

const money = (value: number | undefined | null) => `$${(value ?? 0).toFixed(2)}`;

/** The ID card as a document: the member, the subscriber and the group, then each card's plan, network and line. */
export function idCardPdf(card: IdCard): PdfDocument {
  const faces = card.cards.flatMap((face) => [
    { text: `${face.category.toUpperCase()}: ${face.planName ?? ''}`, size: 13 },
    { text: `Network: ${face.networkName ?? ''}   Effective: ${face.effectiveDate ?? ''}` },
    { text: `Customer service: ${face.customerServicePhone ?? ''}` },
  ]);
  return {
    title: 'Member ID card',
    lines: [{ text: `Member: ${card.memberName}` }, { text: `Subscriber ID: ${card.subscriberId}` }, { text: `Group: ${card.groupId} ${card.groupName ?? ''}` }, ...faces],
    fileName: `id-card-${card.subscriberId}.pdf`,
  };
}

/** An explanation of benefits as a document: its claim, a line per service and the totals. */
export function eobPdf(eob: EobDetail, subscriberId: string): PdfDocument {
  const serviceLine = (line: EobLine) => ({
    text: `${line.serviceCode ?? ''} ${line.description}: billed ${money(line.billed)}, allowed ${money(line.allowed)}, plan paid ${money(line.planPaid)}, you owe ${money(line.memberResponsibility)}`,
    size: 9,
  });
  return {
    title: `Explanation of benefits ${eob.eobId}`,
    lines: [
      { text: `${eob.memberName ?? ''}, subscriber ID ${subscriberId}` },
      { text: `Provider: ${eob.providerName ?? ''}   Service date: ${eob.serviceDate ?? ''}   Issued: ${eob.issuedDate}` },
      { text: `Claim ${eob.claimId ?? ''}` },
      ...eob.lines.map(serviceLine),
      { text: `Total billed ${money(eob.totalBilled)}   Plan paid ${money(eob.planPaid)}   You owe ${money(eob.memberResponsibility)}`, size: 12 },
      { text: 'This is not a bill.', size: 10 },
    ],
    fileName: `${eob.eobId}.pdf`,
  };
}
