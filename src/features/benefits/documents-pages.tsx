import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { useGetHandbooks } from '../../../generated/gateway/handbooks/handbooks';
import { useGetMedicareMaterials } from '../../../generated/gateway/medicare/medicare';
import type { Handbook, MedicareMaterial } from '../../../generated/model';
import { routePaths } from '../../config/route-paths';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { useBrand } from '../../config/use-brand';
import { CATEGORY_NAMES, categoryFromSlug, type CoverageCategory, handbooksMenuItem, sortByCategory } from '../../domain';
import { useFailure } from '../../shared/errors/failure-state';
import { useTextOf } from '../../shared/i18n/text';
import { isApiError } from '../../shared/lib/http/api-error';
import { AlertBanner, ExternalLink, SafeHtml, Spinner } from '../../shared/ui';
import { type QueryState, Loaded } from '../../shared/ui/area-frame/loaded';

import { BenefitsArea, BenefitsLayout } from './benefits-frame';
import { downloadTarget, isDownloadableUrl, resourceDownloadPath } from '../../domain/benefits/documents';
import type { BenefitsPageId } from '../../domain/benefits/page-access';
import { resourceOpener } from './resource-opener';
import '../../shared/ui/button/button.css';

function documentFacts(...facts: (string | number | null | undefined)[]): string {
  return facts.filter((fact) => fact !== null && fact !== undefined && String(fact).trim() !== '').join(' · ');
}

function DocumentLink({ url, name }: { url: string; name: string }) {
  if (!isDownloadableUrl(url)) return <span>{name}</span>;
  return (
    <Link className="benefits-link" to={resourceDownloadPath(url, name)}>
      {name}
    </Link>
  );
}

// ------------------------------------------------------------------ handbooks

/** A group of handbooks: those of a coverage category, or the general ones (null). */
interface HandbookGroup {
  readonly category: CoverageCategory | null;
  readonly items: Handbook[];
}

function groupHandbooks(handbooks: readonly Handbook[]): HandbookGroup[] {
  const categoryOf = (handbook: Handbook) => (handbook.productCategory ? categoryFromSlug(handbook.productCategory) : null);
  const sorted = sortByCategory(handbooks, (handbook) => categoryOf(handbook) ?? 'None');
  const groups: HandbookGroup[] = [];
  for (const handbook of sorted) {
    const category = categoryOf(handbook);
    const group = groups.find((candidate) => candidate.category === category);
    if (group) group.items.push(handbook);
    else groups.push({ category, items: [handbook] });
  }
  return groups;
}

function HandbooksList({ label }: { label: string }) {
  const { t } = useLingui();
  const handbooks = useGetHandbooks();
  return (
    <Loaded
      queries={[handbooks]}
      loading={t`Loading ${label}`}
      isEmpty={(list) => list.length === 0}
      empty={<p>{t`There are no documents for your plan right now.`}</p>}
    >
      {(list) => <Handbooks handbooks={list} />}
    </Loaded>
  );
}

function Handbooks({ handbooks }: { handbooks: readonly Handbook[] }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <p className="benefits-hint">{t`Your plan documents explain what the plan covers, what you pay and how to use your benefits.`}</p>
      {groupHandbooks(handbooks).map((group) => {
        const key = group.category?.toLowerCase() ?? 'general';
        const headingId = `handbooks-${key}`;
        return (
          <section key={key} className="benefits-section" aria-labelledby={headingId}>
            <h2 id={headingId} className="benefits-section__title">
              {group.category ? i18n._(CATEGORY_NAMES[group.category]) : t`General`}
            </h2>
            <ul className="benefits-records">
              {group.items.map((handbook) => (
                <li key={handbook.id} className="benefits-card">
                  <DocumentLink url={handbook.url} name={handbook.title} />
                  <p className="benefits-card__body">
                    {documentFacts(handbook.language, handbook.planYear, handbook.documentType?.toUpperCase())}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

function HandbooksPage({ page }: { page: Extract<BenefitsPageId, 'member-handbooks' | 'certificate-of-coverage'> }) {
  const { handbooksLabel } = useRuntimeConfig();
  const item = handbooksMenuItem(handbooksLabel);
  const { i18n } = useLingui();
  const textOf = useTextOf();
  const title = item.id === page ? textOf(item.title) : i18n._(CATEGORY_NAMES[page === 'certificate-of-coverage' ? 'Certificate of Coverage' : 'Member Handbooks']);
  return (
    <BenefitsArea title={title} piece={`benefits.${page}`} page={page} handbooksLabel={handbooksLabel}>
      {() => <HandbooksList label={title} />}
    </BenefitsArea>
  );
}

/** /benefits/member-handbooks: the plan documents (GET /handbooks/v2), titled with the configured handbooks label. */
export function MemberHandbooksPage() {
  return <HandbooksPage page="member-handbooks" />;
}

/** /benefits/certificate-of-coverage: the same documents when the configured label is 'Certificate of Coverage'. */
export function CertificateOfCoveragePage() {
  return <HandbooksPage page="certificate-of-coverage" />;
}

// ------------------------------------------------------------------ medicare materials

function statusOf(error: unknown): number | null {
  return isApiError(error) ? error.status : null;
}

/** What a 403 from GET /medicare-materials means: no materials. */
const NO_MATERIALS: QueryState<readonly MedicareMaterial[]> = { data: [], error: null };

function MedicareMaterialsList() {
  const { t } = useLingui();
  const { reportError } = useFailure();
  const materials = useGetMedicareMaterials({ query: { meta: { failure: 'in-place' } } });
  const forbidden = statusOf(materials.error) === 403;

  // The call is handled in place (product section 8): 403 is an empty list, anything else the error page.
  useEffect(() => {
    if (materials.error && statusOf(materials.error) !== 403) reportError(materials.error);
  }, [materials.error, reportError]);

  // A 403 answers an empty list; any other failure went to the failure rule above.
  return (
    <Loaded queries={[forbidden ? NO_MATERIALS : materials]} loading={t`Loading Medicare materials`}>
      {(list) => <MedicareMaterials list={list} />}
    </Loaded>
  );
}

function MedicareMaterials({ list }: { list: readonly MedicareMaterial[] }) {
  const { t } = useLingui();
  const brand = useBrand();
  const phone = brand.contact.customerServicePhone;
  if (list.length === 0) {
    return (
      <AlertBanner
        type="info"
        title={t`There are no Medicare materials for you right now.`}
        content={t`Your Medicare plan documents show here when they are ready. For a printed copy, call customer service at ${phone}.`}
      />
    );
  }
  const years = [...new Set(list.map((material) => material.year ?? null))].sort((a, b) => (b ?? 0) - (a ?? 0));
  return (
    <>
      {years.map((year) => {
        const headingId = `medicare-${year ?? 'other'}`;
        return (
          <section key={year ?? 'other'} className="benefits-section" aria-labelledby={headingId}>
            <h2 id={headingId} className="benefits-section__title">
              {year ? t`${year} plan year` : t`Other materials`}
            </h2>
            <ul className="benefits-records">
              {list
                .filter((material) => (material.year ?? null) === year)
                .map((material) => (
                  <li key={material.id} className="benefits-card">
                    <DocumentLink url={material.url} name={material.title} />
                    <SafeHtml html={material.description} className="benefits-card__body" />
                    {material.documentType && <p className="benefits-card__body">{material.documentType.toUpperCase()}</p>}
                  </li>
                ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/**
 * /benefits/medicare-materials, for members whose Medicare eligibility call says true. The eligibility call and
 * the materials call are both handled in place: a 403 means no materials, any other failure shows the error page
 * for its status without changing the address.
 */
export function MedicareMaterialsPage() {
  const { i18n } = useLingui();
  return (
    <BenefitsArea title={i18n._(CATEGORY_NAMES['Medicare Materials'])} piece="benefits.medicare-materials" page="medicare-materials">
      {() => <MedicareMaterialsList />}
    </BenefitsArea>
  );
}

// ------------------------------------------------------------------ /resource-download

/**
 * /resource-download?url=...&name=...: says 'Downloading resource...' with a spinner, opens the document in a new
 * tab, then offers the document's link (in case the browser blocked the new tab) and a way back. Only an https
 * address or a path on this site is opened (see downloadTarget); the page names the host of a document that
 * lives on another site, so a crafted link cannot pass another site off as the member's document.
 */
export function ResourceDownloadPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const target = downloadTarget(searchParams.get('url'));
  const href = target?.href ?? null;
  const name = searchParams.get('name')?.trim() || t`your document`;
  const [opened, setOpened] = useState<'pending' | 'opened' | 'blocked'>('pending');
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!href || started.current === href) return;
    const timer = window.setTimeout(() => {
      started.current = href;
      setOpened(resourceOpener.open(href) ? 'opened' : 'blocked');
    }, 0);
    return () => window.clearTimeout(timer);
  }, [href]);

  const canGoBack = location.key !== 'default';
  const host = target?.host;
  const back = canGoBack ? (
    <button type="button" className="button" onClick={() => void navigate(-1)}>
      {t`Go back`}
    </button>
  ) : (
    <Link className="button" to={routePaths.benefits}>
      {t`Go to your benefits`}
    </Link>
  );

  if (!target) {
    return (
      <BenefitsLayout title={t`Document not available`} piece="benefits.document">
        <AlertBanner type="error" title={t`This document link is not valid.`} content={t`Go back and choose the document again.`} />
        <div className="benefits-download">{back}</div>
      </BenefitsLayout>
    );
  }
  return (
    <BenefitsLayout title={opened === 'pending' ? t`Downloading resource...` : name} piece="benefits.document">
      <div className="benefits-download">
        {opened === 'pending' ? (
          <div className="benefits-loading">
            <Spinner label={t`Downloading ${name}`} size="large" />
          </div>
        ) : (
          <p role="status" className="benefits-lead">
            {opened === 'opened' ? t`${name} opened in a new tab.` : t`Your browser did not open ${name}. Use the link below to open it.`}
          </p>
        )}
        {target.host && (
          <p className="benefits-hint">
            <Trans>
              This document comes from <strong>{host}</strong>.
            </Trans>
          </p>
        )}
        {opened !== 'pending' && (
          <ExternalLink className="benefits-link" href={target.href}>
            {t`Open ${name}`}
          </ExternalLink>
        )}
        {back}
      </div>
    </BenefitsLayout>
  );
}
