import { useGetContentPrograms } from '../../../generated/gateway/programs/programs';
import type { ContentProgram } from '../../../generated/model';
import { Loaded } from '../../shared/ui/area-frame/loaded';
import { PhoneLink } from '../../shared/ui';

import { CareLinkAnchor } from './care-link';
import { type CareResource, careResources } from './care-resources';

import '../../shared/ui/card-grid/card-grid.css';
import { AreaSection } from '../../shared/ui/area-frame/area-frame';
import './care-resources-list.css';

/** /find-care/resources: the programs and resources of the member's plan (GET programs/sitecore). */
export function CareResourcesList() {
  const programs = useGetContentPrograms();
  return (
    <Loaded answers={[programs]} loading="Loading your resources">
      {(list) => <CareResources programs={list} />}
    </Loaded>
  );
}

function CareResources({ programs }: { programs: readonly ContentProgram[] }) {
  const { groups, otherResources } = careResources(programs);

  return (
    <>
      <p className="find-care-frame__intro">Programs, services and documents that come with your plan to help you get care.</p>
      {groups.length === 0 && otherResources.length === 0 && (
        <p className="care-resources-list__empty">Your plan has no programs or resources to show right now.</p>
      )}
      {groups.map((group, index) => (
        <section key={group.category} className="care-resources-list__group" aria-labelledby={`care-group-${index}`}>
          <h2 id={`care-group-${index}`} className="care-resources-list__group-title">
            {group.category}
          </h2>
          <ul className="card-grid care-resources-list__programs">
            {group.programs.map((program) => (
              <li key={program.id} className="find-care-frame__card care-resources-list__program">
                <h3 className="care-resources-list__name">{program.name}</h3>
                {program.summary && <p className="care-resources-list__summary">{program.summary}</p>}
                {program.phoneNumber && (
                  <p className="care-resources-list__phone">
                    Call <PhoneLink number={program.phoneNumber} />
                  </p>
                )}
                {program.resources.length > 0 && <ResourceLinks resources={program.resources} label={`${program.name} resources`} />}
                {program.link && (
                  <p className="care-resources-list__more">
                    <CareLinkAnchor link={program.link} label={`Learn more about ${program.name}`}>
                      Learn more
                    </CareLinkAnchor>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {otherResources.length > 0 && (
        <AreaSection className="care-resources-list__group" titleClassName="care-resources-list__group-title" title="More resources">
          <ResourceLinks resources={otherResources} label="More resources" />
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
