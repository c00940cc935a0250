// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { buildPdf } from './pdf';

describe('buildPdf', () => {
  const text = new TextDecoder('latin1').decode(buildPdf('Member ID card', [{ text: 'Member: Tomás (Alvarez) \\ 900123456' }, { text: 'Dental', size: 13 }]));

  it('writes a PDF 1.4 document whose cross-reference table points at every object', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
  });

  it('gives the content stream its exact length and escapes the text', () => {
    const length = Number(/<< \/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
    const start = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(start + length, start + length + '\nendstream'.length)).toBe('\nendstream');
    expect(text).toContain('(Member: Tomas \\(Alvarez\\) \\\\ 900123456) Tj');
  });
});
