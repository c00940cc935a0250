import { Trans, useLingui } from '@lingui/react/macro';

import { useGetContentPrograms } from '../../../generated/gateway/programs/programs';
import type { ContentProgram } from '../../../generated/model';
import { useTextOf } from '../../shared/i18n/text';
import { Loaded } from '../../shared/ui/area-frame/loaded';
import { PhoneLink } from '../../shared/ui';

import { CareLinkAnchor } from './care-link';
import { type CareResource, careResources } from './care-resources';

import '../../shared/ui/card-grid/card-grid.css';
import { AreaSection } from '../../shared/ui/area-frame/area-frame';
import './care-resources-list.css';

/** /find-care/resources: the programs and resources of the member's plan (GET programs/sitecore). */
export function CareResourcesList() {
  const { t } = useLingui();
  const programs = useGetContentPrograms();
  return (
    <Loaded queries={[programs]} loading={t`Loading your resources`}>
      {(list) => <CareResources programs={list} />}
    </Loaded>
  );
}

function CareResources({ programs }: { programs: readonly ContentProgram[] }) {
  const { t } = useLingui();
  const textOf = useTextOf();
  const { groups, otherResources } = careResources(programs);

  return (
    <>
      <p className="find-care-frame__intro">
        <Trans>Programs, services and documents that come with your plan to help you get care.</Trans>
      </p>
      {groups.length === 0 && otherResources.length === 0 && (
        <p className="care-resources-list__empty">
          <Trans>Your plan has no programs or resources to show right now.</Trans>
        </p>
      )}
      {groups.map((group, index) => (
        <section key={typeof group.category === 'string' ? group.category : group.category.id} className="care-resources-list__group" aria-labelledby={`care-group-${index}`}>
          <h2 id={`care-group-${index}`} className="care-resources-list__group-title">
            {textOf(group.category)}
          </h2>
          <ul className="card-grid care-resources-list__programs">
            {group.programs.map(({ id, name, summary, phoneNumber, resources, link }) => (
              <li key={id} className="find-care-frame__card care-resources-list__program">
                <h3 className="care-resources-list__name">{name}</h3>
                {summary && <p className="care-resources-list__summary">{summary}</p>}
                {phoneNumber && (
                  <p className="care-resources-list__phone">
                    <Trans>
                      Call <PhoneLink number={phoneNumber} />
                    </Trans>
                  </p>
                )}
                {resources.length > 0 && <ResourceLinks resources={resources} label={t`${name} resources`} />}
                {link && (
                  <p className="care-resources-list__more">
                    <CareLinkAnchor link={link} label={t`Learn more about ${name}`}>
                      <Trans>Learn more</Trans>
                    </CareLinkAnchor>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {otherResources.length > 0 && (
        <AreaSection className="care-resources-list__group" titleClassName="care-resources-list__group-title" title={t`More resources`}>
          <ResourceLinks resources={otherResources} label={t`More resources`} />
        </AreaSection>
      )}
    </>
  );
}

function ResourceLinks({ resources, label }: { resources: readonly CareResource[]; label: string }) {
  return (
    <ul className="care-resources-list__resources" aria-label={label}>
      {resources.map((resource) => (
        <li key={resource.id}>
          <CareLinkAnchor link={resource}>
            {resource.name}
            {resource.format && ` (${resource.format})`}
          </CareLinkAnchor>
        </li>
      ))}
    </ul>
  );
}
