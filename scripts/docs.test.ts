// @vitest-environment node
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * The README is the door, not the manual: short, and every page it and the docs link to exists. Code comments cite
 * the product by "product section N" (docs/product/N-*.md), never by a document outside the repository.
 */

const ROOT = resolve(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

function filesUnder(folder: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => !path.split(/[\\/]/).includes('node_modules') && statSync(join(ROOT, path)).isFile() && keep(path))
    .sort();
}

const MARKDOWN = ['README.md', ...filesUnder('docs', (path) => path.endsWith('.md'))];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2 ... */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of withoutCode(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** The text without fenced code blocks and inline code, where brackets are not links. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Every relative link of a Markdown file: [text](target) and [text]: target, without web addresses. */
function relativeLinks(markdown: string): string[] {
  const text = withoutCode(markdown);
  const targets = [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!),
    ...[...text.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/gm)].map((match) => match[1]!),
  ];
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe('the README', () => {
  const readme = read('README.md');

  it('has at most 150 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(150);
  });

  it('keeps the set-up commands and the persona table', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
    expect(readme).toMatch(/<!-- persona-table:start[^>]*-->\n[\s\S]*?\n<!-- persona-table:end -->/);
  });

  it('links every page of docs/, the product and the decisions', () => {
    const linked = new Set(relativeLinks(readme).map((target) => target.split('#')[0]!.replace(/\/$/, '')));
    const pages = filesUnder('docs', (path) => path.endsWith('.md') && dirname(path) === 'docs');
    for (const page of [...pages, 'docs/product/README.md', 'docs/decisions']) expect(linked, `README.md links ${page}`).toContain(page);
  });
});

describe('links in README.md and docs/', () => {
  it.each(MARKDOWN)('%s: every relative link points to a file that exists, and to a heading that exists', (file) => {
    const broken: string[] = [];
    for (const target of relativeLinks(read(file))) {
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const resolved = path === '' ? file : relative(ROOT, resolve(ROOT, dirname(file), decodeURI(path)));
      if (!existsSync(join(ROOT, resolved))) {
        broken.push(`${target}: no ${resolved}`);
        continue;
      }
      if (anchor !== undefined && extname(resolved) === '.md' && !anchorsOf(read(resolved)).has(anchor)) {
        broken.push(`${target}: no heading #${anchor} in ${resolved}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('the product sections', () => {
  const TITLES = ['What the product does and for whom', 'Screens and routes', 'Entities and their fields', 'States and transitions', 'Validation rules', 'Roles and permissions', 'The calls it makes', 'The error catalogue', 'Business constants and limits'];

  it('has one file per section, each headed "Section N: ...", all in the index', () => {
    const files = filesUnder('docs/product', (path) => /\/\d-[a-z-]+\.md$/.test(path));
    expect(files.map((path) => Number(/\/(\d)-/.exec(path)![1]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const index = read('docs/product/README.md');
    for (const [i, path] of files.entries()) {
      expect(read(path).split('\n')[0]).toBe(`# Section ${i + 1}: ${TITLES[i]}`);
      expect(index).toContain(`| Section ${i + 1} | [${path.slice('docs/product/'.length)}]`);
    }
  });

  it('is what the code cites: no file under src, mocks, scripts, e2e or docs cites the specification by section', () => {
    const TEXT = new Set(['.ts', '.tsx', '.js', '.mjs', '.md', '.css', '.json', '.yaml', '.yml', '.po', '.html']);
    const citing = ['src', 'mocks', 'scripts', 'e2e', 'docs']
      .flatMap((folder) => filesUnder(folder, (path) => TEXT.has(extname(path))))
      // "spec" and "section(s)" with a number, on one line or across a comment's line break.
      .filter((path) => /\bspec[\s*/#]+sections?[\s*/#]+\d/i.test(read(path)));
    expect(citing).toEqual([]);
  });
});

describe('the web benchmark table', () => {
  it('lives in the page bench:web --readme writes it to, between the markers it looks for', () => {
    const script = read('scripts/bench-web.ts');
    const constant = (name: string) => new RegExp(`const ${name} = '([^']+)'`).exec(script)?.[1];
    const [file, start, end] = [constant('TABLE_FILE'), constant('TABLE_START'), constant('TABLE_END')];
    expect(file).toBe('docs/speed.md');
    const page = read(file!);
    expect(page.indexOf(start!)).toBeGreaterThanOrEqual(0);
    expect(page.indexOf(end!)).toBeGreaterThan(page.indexOf(start!));
  });
});
