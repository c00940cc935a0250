import type { BenefitCategory, ContentProgram } from '../../../generated/model';
import { categoryRank, CATEGORY_ORDER, compareDisplayOrder } from '..';

/** The programs pages' list: the member's programs and their categories. */

/** The programs a member has: real programs (not resources of another program) they may use, by display order. */
export function memberPrograms<P extends Pick<ContentProgram, 'eligible' | 'resource' | 'displayOrder'>>(programs: readonly P[]): P[] {
  return programs.filter((program) => program.eligible && !program.resource).sort(compareDisplayOrder);
}

/** The categories the programs name, in the interface's category order (unknown names after, alphabetically). */
export function programCategories(programs: readonly Pick<ContentProgram, 'categories'>[]): string[] {
  const names = [...new Set(programs.flatMap((program) => program.categories ?? []))];
  const rank = (name: string) => {
    const index = CATEGORY_ORDER.indexOf(name as BenefitCategory);
    return index === -1 ? CATEGORY_ORDER.length : categoryRank(name as BenefitCategory);
  };
  return names.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
