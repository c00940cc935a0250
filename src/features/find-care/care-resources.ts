import { msg } from '@lingui/core/macro';

import type { ContentProgram } from '../../../generated/model';
import { CATEGORY_NAMES, isCoverageCategory } from '../../domain/benefits/benefit-categories';
import { compareDisplayOrder } from '../../domain/programs/programs';
import type { Text } from '../../shared/i18n/text';
import { isExternalUrl, isSitePath } from '../../shared/lib/links';

/**
 * The Resources page (product sections 2 and 3): the programs of GET programs/sitecore the member may use, each with
 * its phone number, its address and the resources (documents, links) listed as its children.
 */

export interface CareLink {
  readonly url: string;
  /** An absolute http(s) address (opens in a new tab); otherwise a path of the portal. */
  readonly external: boolean;
}

export interface CareResource extends CareLink {
  readonly id: number;
  readonly name: string;
  /** 'PDF' for documents of that type, else null. */
  readonly format: string | null;
}

export interface CareProgram {
  readonly id: number;
  readonly name: string;
  /** Plain text. */
  readonly summary: string | null;
  readonly phoneNumber: string | null;
  readonly link: CareLink | null;
  readonly resources: readonly CareResource[];
}

export interface CareProgramGroup {
  /**
   * The program's first category: the portal's name of a coverage category ('Medical', 'Dental', 'Vision',
   * 'Pharmacy'), another category as the gateway sends it, or the portal's 'Other'.
   */
  readonly category: Text;
  readonly programs: readonly CareProgram[];
}

export interface CareResources {
  readonly groups: readonly CareProgramGroup[];
  /** Resources no listed program names as a child. */
  readonly otherResources: readonly CareResource[];
}

/** The group of programs the gateway gives no category. */
export const OTHER_CATEGORY = msg`Other`;

/** A program's address as a link: absolute http(s) addresses and paths of the portal; anything else is dropped. */
export function careLink(url: string | null | undefined): CareLink | null {
  const value = url?.trim();
  if (!value) return null;
  if (isExternalUrl(value)) return { url: value, external: true };
  if (isSitePath(value)) return { url: value, external: false };
  return null;
}

/** Text of an HTML fragment, for a summary read as plain text (never rendered as HTML). */
export function plainText(html: string | null | undefined): string | null {
  if (!html) return null;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&rsquo;|&#8217;/g, '\u2019')
    .replace(/\s+/g, ' ')
    .trim();
  return text || null;
}

/** The group a program's first category names (see CareProgramGroup.category). */
function programCategory(first: string | undefined): Text {
  const category = first?.trim();
  if (!category) return OTHER_CATEGORY;
  return isCoverageCategory(category) ? CATEGORY_NAMES[category] : category;
}

function toResource(program: ContentProgram): CareResource | null {
  const link = careLink(program.url);
  if (!link) return null;
  const format = program.urlDocumentType?.toLowerCase() === 'pdf' ? 'PDF' : null;
  return { id: program.id, name: program.name, format, ...link };
}

/**
 * Programs the member may use (eligible, not a resource, not one of the portal's own shortcuts with negative ids)
 * by display order, grouped by their first category in the order the groups first appear; each with its child
 * resources that have an address. Resources of no listed program come last.
 */
export function careResources(programs: readonly ContentProgram[]): CareResources {
  const usable = programs.filter((program) => program.eligible);
  const resourcesById = new Map<number, CareResource>();
  for (const entry of usable) {
    if (!entry.resource) continue;
    const resource = toResource(entry);
    if (resource) resourcesById.set(entry.id, resource);
  }

  const listed = usable
    .filter((program) => !program.resource && program.id >= 0)
    .sort((a, b) => compareDisplayOrder(a, b) || a.name.localeCompare(b.name));

  const used = new Set<number>();
  const groups: { category: Text; programs: CareProgram[] }[] = [];
  for (const program of listed) {
    const resources = (program.childResourceIds ?? []).flatMap((id) => {
      const resource = resourcesById.get(id);
      if (!resource) return [];
      used.add(id);
      return [resource];
    });
    const view: CareProgram = {
      id: program.id,
      name: program.details?.title?.trim() || program.name,
      summary: program.details?.shortDescription?.trim() || plainText(program.description),
      phoneNumber: program.details?.phoneNumber?.trim() || null,
      link: careLink(program.url),
      resources,
    };
    const category = programCategory(program.categories?.[0]);
    const group = groups.find((candidate) => candidate.category === category);
    if (group) group.programs.push(view);
    else groups.push({ category, programs: [view] });
  }

  const otherResources = [...resourcesById.values()].filter((resource) => !used.has(resource.id));
  return { groups, otherResources };
}
