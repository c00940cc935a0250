import { NavLink } from 'react-router-dom';

import type { MenuItem } from '../../domain';
import { useTextOf } from '../../shared/i18n/text';

import { ArrowRightIcon } from './icons';
import type { CurrentGroupLabel } from './use-shell-data';

import './group-switch-link.css';

export interface GroupSwitchLinkProps {
  /** The group switch item of visibleMenus() ('Change group', to /select-group). */
  readonly item: MenuItem;
  /** The member's current group: its name and date range. */
  readonly group: CurrentGroupLabel | null;
  readonly onNavigate?: () => void;
}

/**
 * The link to /select-group for members of more than one group: it names the current group and its date range,
 * followed by the bar text 'Change group'.
 */
export function GroupSwitchLink({ item, group, onNavigate }: GroupSwitchLinkProps) {
  const textOf = useTextOf();
  return (
    <NavLink to={item.target} end className="group-switch" onClick={onNavigate}>
      {group && (
        <>
          <span className="group-switch__group">
            <span className="group-switch__name">{group.name}</span>{' '}
            <span className="group-switch__range">({group.range})</span>
          </span>{' '}
        </>
      )}
      <span className="group-switch__action">
        {textOf(item.title)}
        <ArrowRightIcon className="group-switch__icon" />
      </span>
    </NavLink>
  );
}
