import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';

import { useGetContentPrograms, useGetProgramDetail } from '../../../generated/gateway/programs/programs';
import type { ContentProgram, ProgramDetail } from '../../../generated/model';
import { errorPath, routePaths } from '../../config/route-paths';
import { programPath } from '../../config/route-builders';
import { CATEGORY_NAMES, CATEGORY_ORDER, featuredPrograms } from '../../domain';
import type { BenefitCategory } from '../../../generated/model';
import { type Text, useTextOf } from '../../shared/i18n/text';
import { isExternalUrl, isSitePath } from '../../shared/lib/links';
import { phoneHref } from '../../shared/lib/phone';
import { displayText } from '../../shared/lib/format';
import { ExternalLink, PhoneLink, SafeHtml } from '../../shared/ui';
import { Loaded } from '../../shared/ui/area-frame/loaded';

import { BenefitsArea, BenefitsSection } from './benefits-frame';
import { isDownloadableUrl, resourceDownloadPath } from '../../domain/benefits/documents';
import { memberPrograms, programCategories } from '../../domain/programs/benefit-programs';

import '../../shared/ui/input/input.css';
import '../../shared/ui/button/button.css';

/**
 * A program category as the member reads it: a benefit category the portal knows (product section 9) by its name in
 * the member's language, any other as the gateway sends it.
 */
function categoryName(category: string): Text {
  const known = CATEGORY_ORDER.find((candidate): candidate is BenefitCategory => candidate === category);
  return known ? CATEGORY_NAMES[known] : category;
}

function ProgramCard({ program }: { program: ContentProgram }) {
  const { t } = useLingui();
  const textOf = useTextOf();
  const { name } = program;
  const short = program.details?.shortDescription?.trim();
  return (
    <li className="benefits-card">
      <h3 className="benefits-card__title">
        <Link className="benefits-link" to={programPath(program.id)}>
          {program.name}
        </Link>
      </h3>
      {short ? <p className="benefits-card__body">{short}</p> : <SafeHtml html={program.description} className="benefits-card__body" />}
      {(program.categories?.length ?? 0) > 0 && (
        <ul className="benefits-tags" aria-label={t`Categories of ${name}`}>
          {[...new Set(program.categories)].map((category) => (
            <li key={category} className="benefits-tag">
              {textOf(categoryName(category))}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function ProgramsList() {
  const { t } = useLingui();
  const programs = useGetContentPrograms();
  return (
    <Loaded queries={[programs]} loading={t`Loading your programs`}>
      {(answer) => <Programs programs={answer} />}
    </Loaded>
  );
}

function Programs({ programs }: { programs: readonly ContentProgram[] }) {
  const { t } = useLingui();
  const textOf = useTextOf();
  const [searchParams, setSearchParams] = useSearchParams();

  const list = memberPrograms(programs);
  const categories = programCategories(list);
  const wanted = searchParams.get('category');
  const category = wanted && categories.includes(wanted) ? wanted : null;
  const shown = category ? list.filter((program) => program.categories?.includes(category)) : list;
  // Termed members never reach this page (they have no Benefits menu).
  const featured = category ? [] : featuredPrograms(list, { termed: false });
  const count = shown.length;
  const categoryShown = category ? textOf(categoryName(category)) : '';

  if (list.length === 0) {
    return <p className="benefits-empty">{t`There are no programs for you right now.`}</p>;
  }
  return (
    <>
      {featured.length > 0 && (
        <BenefitsSection title={t`Featured programs`}>
          <ul className="benefits-link-list">
            {featured.map((program) => (
              <li key={program.id}>
                <Link className="benefits-link" to={programPath(program.id)}>
                  {program.name}
                </Link>
              </li>
            ))}
          </ul>
        </BenefitsSection>
      )}
      <BenefitsSection title={t`All programs`}>
        {categories.length > 1 && (
          <div className="benefits-filters__form">
            <div className="benefits-field">
              <label className="benefits-field__label" htmlFor="programs-category">
                {t`Show programs for`}
              </label>
              <select
                id="programs-category"
                className="input benefits-field__control"
                value={category ?? ''}
                onChange={(event) =>
                  setSearchParams(
                    (previous) => {
                      const next = new URLSearchParams(previous);
                      if (event.target.value) next.set('category', event.target.value);
                      else next.delete('category');
                      return next;
                    },
                    { preventScrollReset: true },
                  )
                }
              >
                <option value="">{t`All categories`}</option>
                {[...new Set(categories)].map((name) => (
                  <option key={name} value={name}>
                    {textOf(categoryName(name))}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
        <p className="benefits-results" role="status">
          {category
            ? plural(count, { one: `# program for ${categoryShown}`, other: `# programs for ${categoryShown}` })
            : plural(count, { one: '# program', other: '# programs' })}
        </p>
        <ul className="benefits-cards">
          {shown.map((program) => (
            <ProgramCard key={program.id} program={program} />
          ))}
        </ul>
      </BenefitsSection>
    </>
  );
}

/**
 * /benefits/programs: the featured programs (product section 9: at most 5 high-priority ones, by display order; not
 * while a category filter is chosen), then every program the member has, filterable by category; each opens its
 * own page.
 */
export function ProgramsPage() {
  const { i18n } = useLingui();
  return (
    <BenefitsArea title={i18n._(CATEGORY_NAMES.Programs)} piece="benefits.programs" page="programs">
      {() => <ProgramsList />}
    </BenefitsArea>
  );
}

// ------------------------------------------------------------------ /benefits/programs/{id}

function ProgramContent({ detail }: { detail: ProgramDetail }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { program, details } = detail;
  const phone = details?.phoneNumber?.trim();
  const resources = (detail.resources ?? []).filter((resource) => isDownloadableUrl(resource.url));
  const links = (detail.links ?? []).filter((link) => isExternalUrl(link.url) || isSitePath(link.url));
  const target = program.url?.trim();
  const showTarget = target && target !== pathname && (isExternalUrl(target) || isSitePath(target));
  const programName = program.name;

  return (
    <>
      {details?.shortDescription && <p className="benefits-lead">{details.shortDescription}</p>}
      <SafeHtml html={details?.body || program.description} />
      {showTarget &&
        (isExternalUrl(target) ? (
          <p>
            <ExternalLink href={target} className="button button--primary">{t`Go to ${programName}`}</ExternalLink>
          </p>
        ) : (
          <p>
            <Link className="button button--primary" to={target}>
              {t`Go to ${programName}`}
            </Link>
          </p>
        ))}
      {phone && phoneHref(phone) && (
        <BenefitsSection title={t`Call`}>
          <p className="benefits-phone">
            <PhoneLink className="benefits-link" number={phone} />
          </p>
        </BenefitsSection>
      )}
      {resources.length > 0 && (
        <BenefitsSection title={t`Documents`}>
          <ul className="benefits-link-list">
            {resources.map((resource) => (
              <li key={resource.id}>
                <Link className="benefits-link" to={resourceDownloadPath(resource.url, resource.name)}>
                  {resource.name}
                </Link>
                {resource.urlDocumentType && <span className="benefits-hint"> ({resource.urlDocumentType.toUpperCase()})</span>}
              </li>
            ))}
          </ul>
        </BenefitsSection>
      )}
      {links.length > 0 && (
        <BenefitsSection title={t`Helpful links`}>
          <ul className="benefits-link-list">
            {links.map((link) => (
              <li key={link.url}>
                {isExternalUrl(link.url) ? (
                  <ExternalLink href={link.url} className="benefits-link">
                    {link.title}
                  </ExternalLink>
                ) : (
                  <Link className="benefits-link" to={link.url}>
                    {link.title}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </BenefitsSection>
      )}
    </>
  );
}

function ProgramDetailPage({ programId }: { programId: number }) {
  const { t } = useLingui();
  const detail = useGetProgramDetail(programId);
  const title = displayText(detail.data?.program.name, displayText(detail.data?.details?.title, t`Program`));
  return (
    <BenefitsArea title={title} piece="benefits.program" activeTab="programs" backLink={{ to: routePaths.benefits, label: t`Back to Benefits` }}>
      {() => (
        <Loaded queries={[detail]} loading={t`Loading the program`}>
          {(answer) => <ProgramContent detail={answer} />}
        </Loaded>
      )}
    </BenefitsArea>
  );
}

/** /benefits/programs/{id}: the program's details, phone number, documents and links. */
export function ProgramPage() {
  const { programId = '' } = useParams();
  if (!/^-?\d+$/.test(programId)) return <Navigate to={errorPath(404)} replace />;
  return <ProgramDetailPage key={programId} programId={Number(programId)} />;
}
