import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import type { ContentProgram } from '../../../generated/model';
import { routePaths } from '../../config/route-paths';
import { PROGRAM_IDS, truncateTileName } from '../../domain';
import { type Text, useTextOf } from '../../shared/i18n/text';

import { programTarget } from '../../domain/programs/program-targets';
import '../../shared/ui/card/card.css';
import './program-tiles.css';

/** What the shortcut programs say about themselves (they have no content-system details). */
const SHORTCUT_DESCRIPTIONS: Readonly<Record<number, MessageDescriptor>> = {
  [PROGRAM_IDS.onlineBillPay]: msg`View your bill and pay your premium online.`,
  [PROGRAM_IDS.outlineOfCoverage]: msg`A summary of what your plan covers and what you pay.`,
};

/** The program's own short description (the gateway's words), else the shortcut's. */
function description(program: ContentProgram): Text | null {
  return program.details?.shortDescription?.trim() || SHORTCUT_DESCRIPTIONS[program.id] || null;
}

/**
 * Program tiles: the featured programs and the shortcuts, with 'View all programs' where the member's Benefits menu
 * has the programs page (not on brand 5).
 */
export function ProgramTiles({ programs, showAllPrograms }: { programs: readonly ContentProgram[]; showAllPrograms: boolean }) {
  return (
    <section className="program-tiles" aria-labelledby="program-tiles-title">
      <div className="program-tiles__header">
        <h2 id="program-tiles-title" className="program-tiles__title">
          <Trans>Programs</Trans>
        </h2>
        {showAllPrograms && (
          <Link className="home__link" to={routePaths.programs}>
            <Trans>View all programs</Trans>
          </Link>
        )}
      </div>
      <ul className="program-tiles__list">
        {programs.map((program) => (
          <ProgramTile key={program.id} program={program} />
        ))}
      </ul>
    </section>
  );
}

function ProgramTile({ program }: { program: ContentProgram }) {
  const { t } = useLingui();
  const textOf = useTextOf();
  const target = programTarget(program);
  const name = program.name;
  const shown = truncateTileName(name);
  const text = description(program);

  return (
    <li className="card program-tile">
      <h3 className="program-tile__name">
        {target.kind === 'internal' ? (
          <Link className="program-tile__link" to={target.to} aria-label={shown === program.name ? undefined : program.name}>
            {shown}
          </Link>
        ) : (
          <a
            className="program-tile__link"
            href={target.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`${name} (opens in a new tab)`}
          >
            {shown}
            <span className="program-tile__external" aria-hidden="true">
              {' ↗'}
            </span>
          </a>
        )}
      </h3>
      {text && <p className="program-tile__description">{textOf(text)}</p>}
    </li>
  );
}
